import { describeModel } from './support/uiModel.ts';
import { plannerModel } from './planner.model.ts';

await describeModel(plannerModel);
