import { describeModel } from './support/uiModel.ts';
import { cardFormModel } from './cardForm.model.ts';

await describeModel(cardFormModel);
