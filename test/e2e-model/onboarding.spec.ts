import { describeModel } from './support/uiModel.ts';
import { onboardingModel } from './onboarding.model.ts';

await describeModel(onboardingModel);
