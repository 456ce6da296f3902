import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@app/components/ui/card';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A static legal page: title, date, a short summary, then numbered sections with a contents list. */
export function LegalPage({
  title,
  updated,
  summary,
  sections,
}: {
  title: string;
  updated: string;
  summary: ReactNode;
  sections: LegalSection[];
}) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <article className="space-y-4">
      <header className="px-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Last updated {updated}</p>
      </header>
      <Card className="space-y-3 text-sm leading-relaxed">
        <div className="rounded-xl bg-primary-soft/70 p-4">{summary}</div>
        <nav aria-label="Contents">
          <ol className="grid gap-1 text-primary-strong sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchor(index)}`} className="hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </Card>
      <Card className="space-y-6 text-sm leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        {sections.map((section, index) => (
          <section key={section.title} id={anchor(index)} className="scroll-mt-20 space-y-2">
            <h2 className="text-base font-semibold">
              {index + 1}. {section.title}
            </h2>
            <div className="space-y-2 text-muted-foreground">{section.body}</div>
          </section>
        ))}
      </Card>
      <p className="px-1 text-center text-sm text-muted-foreground">
        <Link to="/terms" className="hover:underline">
          Terms of Service
        </Link>
        {' · '}
        <Link to="/privacy" className="hover:underline">
          Privacy Policy
        </Link>
      </p>
    </article>
  );
}

/** How to reach support: Settings' Help and Support opens a mail to the support address. */
export const CONTACT =
  'Open Settings and choose Contact Support in Help and Support: it starts an e-mail to the team that runs this Podium server.';

export const LEGAL_UPDATED = '21 November 2026';
