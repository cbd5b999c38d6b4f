import { describeModel } from './support/uiModel.ts';
import { designEditorModel } from './designEditor.model.ts';

await describeModel(designEditorModel);
