import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle, DialectName } from './database';
import { initialMigration } from './migrations/0001-initial';
import { coachingMigration } from './migrations/0002-coaching';
import { analysisSpeakingTimeMigration } from './migrations/0003-analysis-speaking-time';
import { guestIdAnyCaseMigration } from './migrations/0004-guest-id-any-case';
import { rateLimitsMigration } from './migrations/0005-rate-limits';
import { speechListVersionMigration } from './migrations/0006-speech-list-version';
import { jobProgressMigration } from './migrations/0007-job-progress';
import { analysisWaveformMigration } from './migrations/0012-analysis-waveform';
import { speechRetakesMigration } from './migrations/0013-speech-retakes';
import { speechCoachingModeMigration } from './migrations/0014-speech-coaching-mode';
import { personalFillersMigration } from './migrations/0015-personal-fillers';
import { weeklyGoalsMigration } from './migrations/0016-weekly-goals';
import { speechStreamsMigration } from './migrations/0017-speech-streams';
import { transcriptEditsMigration } from './migrations/0018-transcript-edits';

/** Migrations live in code (no files to locate at run time); names sort in order. */
function podiumMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-coaching': coachingMigration(dialect),
    '0003-analysis-speaking-time': analysisSpeakingTimeMigration(dialect),
    '0004-guest-id-any-case': guestIdAnyCaseMigration(),
    '0005-rate-limits': rateLimitsMigration(dialect),
    '0006-speech-list-version': speechListVersionMigration(dialect),
    '0007-job-progress': jobProgressMigration(),
    '0012-analysis-waveform': analysisWaveformMigration(),
    '0013-speech-retakes': speechRetakesMigration(),
    '0014-speech-coaching-mode': speechCoachingModeMigration(),
    '0015-personal-fillers': personalFillersMigration(dialect),
    '0016-weekly-goals': weeklyGoalsMigration(dialect),
    '0017-speech-streams': speechStreamsMigration(dialect),
    '0018-transcript-edits': transcriptEditsMigration(),
  };
}

class InCodeProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return this.migrations;
  }
}

function migrator(handle: DatabaseHandle): Migrator {
  return new Migrator({
    db: handle.raw,
    provider: new InCodeProvider(podiumMigrations(handle.dialect)),
    migrationTableName: 'podium_migrations',
    migrationLockTableName: 'podium_migrations_lock',
  });
}

function outcome({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings Podium's tables up to date; throws when a migration fails. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return outcome(await migrator(handle).migrateToLatest());
}

/** Migrates up or down to the named migration (tests of a migration's data changes). */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<string[]> {
  return outcome(await migrator(handle).migrateTo(name));
}
