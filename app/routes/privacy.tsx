import { PRODUCT_NAME } from '@common/constants';
import { CONTACT, LEGAL_UPDATED, LegalPage } from '../features/legal/components/legal-page';

/** Privacy Policy: what Podium stores about a speaker, where, for how long, and how to have it deleted. */
export function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      summary={
        <p>
          {PRODUCT_NAME} stores your voice recordings so it can transcribe them, measure them and
          coach you. They are yours: only you can play them, nothing is sold or used for
          advertising, and you can have everything deleted by asking support.
        </p>
      }
      sections={[
        {
          title: 'Who is responsible',
          body: (
            <p>
              {PRODUCT_NAME} runs on a server operated by the organisation that gave you this
              address (the operator). The operator is responsible for your data and answers the
              requests described below.
            </p>
          ),
        },
        {
          title: 'What we store',
          body: (
            <ul>
              <li>
                Your account: e-mail address, username, whether it is a Pro account, and a secure
                hash of your password (never the password itself). With Google sign-in, your Google
                account id and e-mail.
              </li>
              <li>As a guest: a random guest id created in your browser. No name or e-mail.</li>
              <li>
                Your recordings: the audio files you upload, with the title and topic you gave them.
              </li>
              <li>
                What we make from them: transcripts, word timings, pace, filler words, pauses, pitch
                and volume measures, grammar notes, scores and coaching feedback.
              </li>
              <li>
                Usage counters that enforce the daily limits (feedback requests, prompt refreshes)
                and your time zone, so the limits reset at your midnight.
              </li>
              <li>
                Security records: a session cookie, rate-limit counters by IP address, and server
                logs with personal details removed.
              </li>
            </ul>
          ),
        },
        {
          title: 'Where it is kept',
          body: (
            <>
              <p>
                Recordings and everything derived from them are kept in the operator&apos;s database
                and file storage (on the server itself, or in S3-compatible storage the operator
                chooses). Speech recognition and coaching run on the server by default, so your
                audio does not leave it.
              </p>
              <p>
                An operator may connect an outside transcription or AI coaching service. Then your
                audio or transcript is sent to that service only to produce your analysis and
                feedback, under the operator&apos;s agreement with it.
              </p>
            </>
          ),
        },
        {
          title: 'On your device',
          body: (
            <p>
              Your browser keeps your theme, onboarding progress, guest id, reminder settings and a
              copy of your profile in local storage, and the app&apos;s own files in a cache so it
              opens quickly and works as an installed app. Recordings are not cached on the device.
              Clearing this site&apos;s data removes all of it; as a guest you then lose access to
              your guest history.
            </p>
          ),
        },
        {
          title: 'Who can see it',
          body: (
            <p>
              Only you. Links to your recordings are signed and expire after a few hours, and the
              server plays a recording only to its owner. The operator&apos;s administrators can
              reach the data to run and repair the service. We do not sell your data, show ads, or
              use third-party analytics or tracking cookies.
            </p>
          ),
        },
        {
          title: 'How long we keep it',
          body: (
            <p>
              Recordings, transcripts and feedback are kept while your account or guest profile
              exists, so your history and streaks stay complete. When you ask us to delete them,
              they are removed within 30 days, including from backups as they rotate. Server logs
              are kept for at most 30 days.
            </p>
          ),
        },
        {
          title: 'Deleting your data',
          body: (
            <>
              <p>
                Deleting an account from the app is not available yet: the Delete Account button in
                Settings is disabled. To delete your recordings, feedback and account, contact
                support and say what you want removed. {CONTACT}
              </p>
              <p>
                Write from the e-mail address of your account. Guests: include the guest id shown in
                your browser&apos;s storage (podium-guest-id), or sign up first so we can find your
                recordings.
              </p>
            </>
          ),
        },
        {
          title: 'Your rights',
          body: (
            <p>
              You can ask for a copy of your data, have it corrected (you can change your username
              yourself in Settings), have it deleted, or object to how it is used. We answer within
              30 days.
            </p>
          ),
        },
        {
          title: 'Security',
          body: (
            <p>
              Passwords are hashed, sessions are held in secure cookies, recordings are served only
              through signed, expiring links, and the server refuses requests from other sites. On a
              public address the operator serves {PRODUCT_NAME} over HTTPS.
            </p>
          ),
        },
        {
          title: 'Children',
          body: (
            <p>
              {PRODUCT_NAME} is not meant for children under 13 (under 16 in the European Union)
              without a parent&apos;s consent. If a child has used it without that consent, contact
              support and we will delete the data.
            </p>
          ),
        },
        {
          title: 'Changes and contact',
          body: (
            <p>
              We will change the date above when this policy changes, and tell you in the app before
              a change that affects what we store. Questions: {CONTACT}
            </p>
          ),
        },
      ]}
    />
  );
}
