import { describeModel } from './support/uiModel.ts';
import { betaToggleModel } from './betaToggle.model.ts';

await describeModel(betaToggleModel);
