// What other features and routes may use of retakes; everything else in the folder is its own.
export { RetakeBanner } from './components/retake-banner';
export { RetakeLinks } from './components/retake-links';
export { RETAKE_PARAM, retakePath, useRetakeTarget } from './hooks/use-retake-target';
export { RetakeGroupsCard } from './components/retake-groups-card';
