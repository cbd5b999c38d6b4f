import { describeModel } from './support/uiModel.ts';
import { consentModel } from './consent.model.ts';

await describeModel(consentModel);
