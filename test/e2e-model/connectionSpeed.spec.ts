import { connectionSpeedModel } from './connectionSpeed.model.ts';
import { describeModel } from './support/uiModel.ts';

await describeModel(connectionSpeedModel);
