import { describeModel } from './support/uiModel.ts';
import { chatModel } from './chat.model.ts';

await describeModel(chatModel);
