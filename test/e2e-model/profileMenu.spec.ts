import { describeModel } from './support/uiModel.ts';
import { profileMenuModel } from './profileMenu.model.ts';

await describeModel(profileMenuModel);
