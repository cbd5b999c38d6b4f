import { describeModel } from './support/uiModel.ts';
import { bellsModel } from './bells.model.ts';

await describeModel(bellsModel);
