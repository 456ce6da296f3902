import type { PersonalFiller } from '@common/contract/personal-fillers';
import type { PersonalFillerRow } from '@server/db/schema';

export function presentPersonalFiller(row: PersonalFillerRow): PersonalFiller {
  return { id: row.id, phrase: row.phrase, createdAt: row.createdAt };
}
