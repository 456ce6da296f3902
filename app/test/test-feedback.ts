import type { DisplayedFeedback } from '@common/contract/feedback';

/** A displayed feedback item for tests and stories. */
export function makeDisplayedFeedback(
  overrides: Partial<DisplayedFeedback> = {},
): DisplayedFeedback {
  return {
    id: '11',
    user_id: '7',
    summary_tag: 'Clear but rushed',
    scores: { clarity: 8.2, pacing: 6.4, confidence: 7.5, delivery: 7.1 },
    breakdown: {
      strengths: ['You opened with a clear claim.'],
      weaknesses: ['You sped up in the middle.'],
    },
    examples_and_rewrites: [
      {
        original: 'So basically trees are good.',
        improved: 'Trees cool our streets by up to four degrees.',
        explanation: 'A concrete number lands harder than a general claim.',
      },
    ],
    tips: [
      'Pause for a full breath after each key point.',
      'Replace "basically" with a short silence.',
      'End on your strongest sentence.',
    ],
    actionable_drills: ['Pause drill: read a paragraph aloud and pause at every full stop.'],
    emotional_reflection:
      'At 73% across clarity, pacing, confidence and delivery, you are on solid ground: the nerves show in places, but your message comes through.',
    coach_notes:
      'A confident, well-organised talk. Slow down in the middle and let your best lines breathe.',
    coaching_mode: 'general',
    created_at: '2025-03-14T10:00:00.000Z',
    speech_data: { speechId: 42, modelUsed: 'rules', usedFallback: false },
    coach_breakdown: {
      structureAndFlow: 'Clear opening, a middle that wanders, a firm close.',
      vocalDelivery: 'Good energy; the pace rose to 170 WPM in the middle.',
      messageImpact: 'The tree-cover statistic is memorable.',
      languageAndPrecision: 'Two fillers and one hedge; otherwise precise.',
    },
    ...overrides,
  };
}
