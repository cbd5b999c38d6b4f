/** /typography: the type scale, text colours that pass contrast, links, lists, and the spec's number and date forms. */
import { compactNumber, withThousands } from '../../domain/format.ts';
import { cutText } from '../../domain/text.ts';
import { Card } from '../../ui/Card.tsx';
import { GuideFrame, GuideSection } from './GuideFrame.tsx';

const NUMBERS = [999, 1_250, 48_900, 2_400_000, 7_100_000_000];

export function TypographyPage() {
  return (
    <GuideFrame
      title="Typography"
      intro="One type family (the system's), a short scale, and text colours that keep at least 4.5:1 contrast on white."
    >
      <GuideSection title="Headings">
        <Card>
          <div className="space-y-3">
            <p className="text-2xl font-semibold text-slate-900">Page title: 24 px semibold (h1)</p>
            <p className="text-lg font-semibold text-slate-900">Section title: 18 px semibold (h2)</p>
            <p className="text-base font-semibold text-slate-900">
              Card and dialog title: 16 px semibold (h3)
            </p>
            <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Overline: 14 px caps
            </p>
          </div>
        </Card>
      </GuideSection>
      <GuideSection title="Body text">
        <Card>
          <div className="max-w-prose space-y-3">
            <p className="text-base text-slate-900">
              Body, 16 px: plan, approve, schedule and publish your brand&apos;s posts from one calendar.
            </p>
            <p className="text-sm text-slate-700">
              Secondary, 14 px slate-700: descriptions and table cells.
            </p>
            <p className="text-xs text-slate-600">Caption, 12 px slate-600: hints and time stamps.</p>
            <p className="text-sm">
              <a href="#body-text" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                A link
              </a>{' '}
              is indigo-700 and underlines on hover; <code className="rounded bg-slate-100 px-1">code</code>{' '}
              sits on slate-100.
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>Lists use the body size.</li>
              <li>Sentences, not field names, in every message.</li>
            </ul>
          </div>
        </Card>
      </GuideSection>
      <GuideSection
        title="Numbers and text rules"
        about="From spec 9, written once in src/domain and used everywhere."
      >
        <Card>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Number formats</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Value
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  With thousands
                </th>
                <th scope="col" className="py-2 font-medium">
                  Compact
                </th>
              </tr>
            </thead>
            <tbody>
              {NUMBERS.map((value) => (
                <tr key={value} className="border-b border-slate-100 last:border-0">
                  <td className="py-2 pr-4">{value}</td>
                  <td className="py-2 pr-4">{withThousands(value)}</td>
                  <td className="py-2">{compactNumber(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-sm text-slate-700">
            Long labels are cut at 15 characters plus an ellipsis: “{cutText('Acme Bakery Downtown', 15, 17)}
            ”.
          </p>
        </Card>
      </GuideSection>
    </GuideFrame>
  );
}
