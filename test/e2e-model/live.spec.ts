import { describeModel } from './support/uiModel.ts';
import { liveModel } from './live.model.ts';

await describeModel(liveModel);
