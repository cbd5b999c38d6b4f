import { describeModel } from './support/uiModel.ts';
import { analyticsModel } from './analytics.model.ts';

await describeModel(analyticsModel);
