/** Types for system-deps.mjs (plain Node, run before `npm install`). */
export interface SystemNeed {
  what: string;
  present: () => boolean;
  pkg: string;
}
export const RUNTIME_NEEDS: SystemNeed[];
export const TEST_NEEDS: SystemNeed[];
export const EVAL_NEEDS: SystemNeed[];
export function ensureDebianPackages(needs: SystemNeed[], log?: (message: string) => void): void;
