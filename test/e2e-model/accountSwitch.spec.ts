import { describeModel } from './support/uiModel.ts';
import { accountSwitchModel } from './accountSwitch.model.ts';

await describeModel(accountSwitchModel);
