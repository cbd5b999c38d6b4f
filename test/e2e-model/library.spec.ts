import { describeModel } from './support/uiModel.ts';
import { libraryModel } from './library.model.ts';

await describeModel(libraryModel);
