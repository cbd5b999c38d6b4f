import { describeModel } from './support/uiModel.ts';
import { checkoutModel } from './checkout.model.ts';

await describeModel(checkoutModel);
