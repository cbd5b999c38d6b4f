// `npm run bench`, part 8 (issue 17): the dashboard overview in Chromium with 365 days x 5 networks
// (scripts/seedBenchInsights.ts): time from a range change (the address changes, as the range buttons do) to every
// chart drawn with the new range's figures (and painted), median of 5 runs, each on a range not loaded before (no
// cache), plus the long-task total. The page says which filters its figures are for (`data-figures-for`) and each
// chart when it has drawn its option (`data-chart-drawn` equals `data-chart-version`, src/features/dashboard/charts).

const RUNS = 5;
const NETWORKS = '1,2,3,4,6';
const DAYS = 365;

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The 365 days ending `back` days ago: a range of its own per run. */
function rangeEnding(back) {
  const end = Date.now() - back * 86_400_000;
  return { start: isoDay(end - (DAYS - 1) * 86_400_000), end: isoDay(end) };
}

export async function measureOverview({ launchBrowser, loggedInContext, median }) {
  const browser = await launchBrowser();
  try {
    const { context, user } = await loggedInContext(browser);
    const page = await context.newPage();
    const address = ({ start, end }) =>
      `/${user.accountId}/dashboard/overview?start=${start}&end=${end}&ids=${NETWORKS}`;
    const first = rangeEnding(RUNS + 1);
    await page.goto(address(first));
    await page
      .locator(`[data-figures-for="${first.start}/${first.end}/${NETWORKS}/1"]`)
      .waitFor({ timeout: 60_000 });
    const runs = [];
    // One warm-up run (not counted), then RUNS measured runs.
    for (let run = RUNS; run >= 0; run -= 1) {
      const range = rangeEnding(run);
      const sample = await page.evaluate(
        async ({ url, key }) => {
          const start = performance.now();
          await new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('the overview did not draw in 30 s')), 30_000);
            const check = () => {
              const figures = document.querySelector(`[data-figures-for="${key}"]`);
              if (!figures) return;
              const charts = [...figures.querySelectorAll('[data-chart]')];
              if (charts.length < 2) return;
              if (
                !charts.every(
                  (chart) =>
                    chart.dataset.chartVersion && chart.dataset.chartDrawn === chart.dataset.chartVersion,
                )
              )
                return;
              observer.disconnect();
              clearTimeout(timer);
              requestAnimationFrame(() => setTimeout(resolve, 0));
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, { childList: true, subtree: true, attributes: true });
            history.pushState(null, '', url);
          });
          const end = performance.now();
          const longTasks = window.__longTasks.filter((task) => task.start >= start && task.start < end);
          return { ms: end - start, longTaskMs: longTasks.reduce((sum, task) => sum + task.duration, 0) };
        },
        { url: address(range), key: `${range.start}/${range.end}/${NETWORKS}/1` },
      );
      if (run < RUNS) runs.push(sample);
    }
    return {
      days: DAYS,
      networks: NETWORKS.split(',').length,
      medianMs: Math.round(median(runs.map((r) => r.ms))),
      medianLongTaskMs: Math.round(median(runs.map((r) => r.longTaskMs))),
      runs: runs.map((r) => Math.round(r.ms)),
    };
  } finally {
    await browser.close();
  }
}
