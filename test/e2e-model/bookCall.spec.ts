import { describeModel } from './support/uiModel.ts';
import { bookCallModel } from './bookCall.model.ts';

await describeModel(bookCallModel);
