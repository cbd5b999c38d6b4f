import { describeModel } from './support/uiModel.ts';
import { profileFormModel } from './profileForm.model.ts';

await describeModel(profileFormModel);
