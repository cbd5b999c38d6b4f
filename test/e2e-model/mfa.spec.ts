import { describeModel } from './support/uiModel.ts';
import { mfaModel } from './mfa.model.ts';

await describeModel(mfaModel);
