import { describeModel } from './support/uiModel.ts';
import { networkingModel } from './networking.model.ts';

await describeModel(networkingModel);
