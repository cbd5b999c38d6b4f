import { describeModel } from './support/uiModel.ts';
import { plannerModel } from './planner.model.ts';
import { postEditorModel } from './postEditor.model.ts';

// The post editor's paths work on the planner's account (Sandbox Labs, whose posts each path clears), so both
// models run in this one file: one worker, one path after the other.
await describeModel(plannerModel);
await describeModel(postEditorModel);
