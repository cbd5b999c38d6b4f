import { describeModel } from './support/uiModel.ts';
import { feedScheduleModel } from './feedSchedule.model.ts';

await describeModel(feedScheduleModel);
