import { describeModel } from './support/uiModel.ts';
import { authModel } from './auth.model.ts';

await describeModel(authModel);
