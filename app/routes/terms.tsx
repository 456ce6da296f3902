import { PRODUCT_NAME } from '@common/constants';
import { CONTACT, LEGAL_UPDATED, LegalPage } from '../features/legal/components/legal-page';

/** Terms of Service: the plain rules for using Podium. */
export function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      summary={
        <p>
          {PRODUCT_NAME} is a practice tool for public speaking. Your recordings stay yours; use the
          app for your own practice, respect other people&apos;s voices, and treat the feedback as a
          coach&apos;s opinion, not a professional assessment.
        </p>
      }
      sections={[
        {
          title: 'Agreeing to these terms',
          body: (
            <p>
              By using {PRODUCT_NAME}, as a guest or with an account, you agree to these terms and
              to the Privacy Policy. If you do not agree, please do not use the app.
            </p>
          ),
        },
        {
          title: 'Accounts and guests',
          body: (
            <ul>
              <li>
                Guests can try {PRODUCT_NAME} with a limited number of recordings and feedbacks.
                Creating an account keeps your history and lifts the recording limit.
              </li>
              <li>
                Give a real e-mail address, keep your password to yourself, and tell support if you
                think someone else used your account.
              </li>
              <li>
                Free and Pro accounts have daily feedback limits that reset at your local midnight.
                Pro is requested by e-mail to support.
              </li>
            </ul>
          ),
        },
        {
          title: 'Your recordings',
          body: (
            <>
              <p>
                You own what you record. You allow {PRODUCT_NAME} to store and process your
                recordings only to transcribe, measure and coach them for you, and to show them back
                to you.
              </p>
              <p>
                Record only your own voice, or people who have agreed to be recorded. Do not upload
                recordings you have no right to share.
              </p>
            </>
          ),
        },
        {
          title: 'Fair use',
          body: (
            <ul>
              <li>Use {PRODUCT_NAME} for practice, not to store unrelated audio.</li>
              <li>
                Do not try to get around the usage limits, read other people&apos;s data, or
                overload the service.
              </li>
              <li>Do not upload unlawful, hateful or harassing content.</li>
            </ul>
          ),
        },
        {
          title: 'About the feedback',
          body: (
            <p>
              Transcripts, scores, tips and drills are produced automatically and can be wrong: a
              misheard word, a filler that was not one. Use them as practice guidance; they are not
              a professional, medical or speech-therapy assessment.
            </p>
          ),
        },
        {
          title: 'Availability',
          body: (
            <p>
              We work to keep {PRODUCT_NAME} running, but it is provided as is, without a guarantee
              that it is always available or error-free. Features and limits may change; we will say
              so in the app when a change affects you.
            </p>
          ),
        },
        {
          title: 'Ending your use',
          body: (
            <p>
              You can stop using {PRODUCT_NAME} at any time and ask for your data to be deleted (see
              the Privacy Policy). An account that breaks these terms may be suspended after a
              warning, or at once for serious abuse.
            </p>
          ),
        },
        {
          title: 'Liability',
          body: (
            <p>
              To the extent the law allows, the operator is not liable for indirect losses, or for
              decisions you make based on the feedback. Nothing in these terms limits rights you
              have as a consumer that cannot be limited.
            </p>
          ),
        },
        {
          title: 'Contact',
          body: <p>{CONTACT}</p>,
        },
      ]}
    />
  );
}
