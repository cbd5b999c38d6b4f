import { describeModel } from './support/uiModel.ts';
import { paywallModel } from './paywall.model.ts';

await describeModel(paywallModel);
