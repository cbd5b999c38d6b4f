import { describeModel } from './support/uiModel.ts';
import { planPickerModel } from './planPicker.model.ts';

await describeModel(planPickerModel);
