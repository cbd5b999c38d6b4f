import { describeModel } from './support/uiModel.ts';
import { autoDisconnectModel } from './autoDisconnect.model.ts';

await describeModel(autoDisconnectModel);
