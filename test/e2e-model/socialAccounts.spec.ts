import { describeModel } from './support/uiModel.ts';
import { socialAccountsModel } from './socialAccounts.model.ts';

await describeModel(socialAccountsModel);
