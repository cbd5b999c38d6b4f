/** /sample: a whole page built only from the design system, as a new page of the product would be. */
import { SOCIAL_PROVIDERS } from '../../domain/posts.ts';
import { compactNumber } from '../../domain/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Menu } from '../../ui/Menu.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { Table } from '../../ui/Table.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { GuideFrame } from './GuideFrame.tsx';
import { MEMBER_COLUMNS } from './memberColumns.tsx';
import { SAMPLE_MEMBERS } from './samples.ts';

const KPIS = [
  { label: 'Followers', value: 48_900, change: '+4.1%' },
  { label: 'Engagements', value: 12_480, change: '+12.6%' },
  { label: 'Posts', value: 36, change: '−2' },
];

export function SamplePage() {
  const toast = useToast();
  const say = (title: string) => () => toast.show({ tone: 'info', title });
  return (
    <GuideFrame
      title="Sample page"
      intro="Made-up figures, laid out the way the product's pages are: a header with actions, cards, a table."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Avatar firstName="Acme" lastName="Bakery" />
          <div>
            <p className="font-semibold text-slate-900">Acme Bakery</p>
            <p className="text-sm text-slate-600">
              Sample account <Badge tone="success">Active</Badge>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={say('Export picked')}>
            Export
          </Button>
          <Menu
            label="More"
            items={[
              { label: 'Share', onSelect: say('Share picked') },
              { label: 'Print', onSelect: say('Print picked') },
            ]}
          />
          <Button size="sm" onClick={say('New post picked')}>
            New post
          </Button>
        </div>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {KPIS.map((kpi) => (
          <li key={kpi.label}>
            <Card as="div">
              <p className="text-sm text-slate-600">{kpi.label}</p>
              <p className="mt-1 text-2xl font-semibold text-slate-900">{compactNumber(kpi.value)}</p>
              <p className="text-sm text-emerald-700">{kpi.change} on the previous 30 days</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Networks" className="lg:col-span-1">
          <ul className="space-y-3">
            {SOCIAL_PROVIDERS.map((provider, index) => (
              <li key={provider.id} className="flex items-center gap-3">
                <NetworkIcon providerId={provider.id} size="sm" />
                <div className="min-w-0 flex-1">
                  <ProgressBar label={provider.name} value={90 - index * 15} />
                </div>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Team" className="lg:col-span-2">
          <Table
            caption="Team members"
            rows={SAMPLE_MEMBERS.slice(0, 8)}
            rowKey={(member) => member.id}
            pageSize={5}
            empty="No members"
            columns={MEMBER_COLUMNS.filter((column) => column.id !== 'joined')}
          />
        </Card>
      </div>
    </GuideFrame>
  );
}
