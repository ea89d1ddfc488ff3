import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelChapter } from '../../../contract/funnel';

/**
 * The funnel as bars (recharts, loaded only with the Analytics tab): readers who reached each
 * chapter, and the purchases and subscriptions placed at it. The table beside it carries the same
 * numbers for screen readers, so the chart is hidden from them.
 */
export default function FunnelChart({ chapters }: { chapters: FunnelChapter[] }) {
  const data = chapters.map((c, i) => ({
    name: `Ch ${i + 1}`,
    Reached: c.reached,
    Purchases: c.purchases,
    Subscriptions: c.subscriptions,
  }));
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#2a2a35" />
          <XAxis dataKey="name" stroke="#a3a3a3" fontSize={12} />
          <YAxis allowDecimals={false} stroke="#a3a3a3" fontSize={12} />
          <Tooltip contentStyle={{ background: '#17171f', border: '1px solid #2a2a35' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="Reached" fill="#8b5cf6" />
          <Bar dataKey="Purchases" fill="#f59e0b" />
          <Bar dataKey="Subscriptions" fill="#10b981" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
