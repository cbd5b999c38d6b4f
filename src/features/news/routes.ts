// The industry news pages by page name (src/domain/routeTable.ts, the help area): the twins /industry_news and
// /{accid}/industry_news share one view, loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const newsPages = lazyPages(() => import('./index.ts'), {
  industry_news: (news) => news.IndustryNewsPage,
});
