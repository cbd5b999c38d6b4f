import { describeModel } from './support/uiModel.ts';
import { progressBarModel } from './progressBar.model.ts';

await describeModel(progressBarModel);
