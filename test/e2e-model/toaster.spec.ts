import { describeModel } from './support/uiModel.ts';
import { toasterModel } from './toaster.model.ts';

await describeModel(toasterModel);
