import { describeModel } from './support/uiModel.ts';
import { presenceModel } from './presence.model.ts';

await describeModel(presenceModel);
