import type * as z from 'zod';
import {
  authConfigSchema,
  createUserBodySchema,
  resendVerificationBodySchema,
  signInBodySchema,
  signUpBodySchema,
  socialSignInBodySchema,
  socialSignInResponseSchema,
  testEmailBodySchema,
  testEmailResponseSchema,
  updateUserBodySchema,
} from '@common/contract/account';
import {
  analysisDtoSchema,
  recordingConditionsSchema,
  speechAnalysisSchema,
  waveformSchema,
} from '@common/contract/analysis';
import { errorBodySchema, errorCodeSchema } from '@common/contract/error';
import {
  displayedFeedbackSchema,
  feedbackErrorResponseSchema,
  feedbackRecordSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  linguisticRequestSchema,
  linguisticResponseSchema,
} from '@common/contract/feedback';
import { dailyPromptResponseSchema } from '@common/contract/prompt';
import {
  createSpeechResponseSchema,
  getSpeechResponseSchema,
  recordingAllowanceSchema,
  saveSpeechBodySchema,
  speechDtoSchema,
  transcriptionResponseSchema,
  transcriptionStageSchema,
} from '@common/contract/speech';
import { guestLoginBodySchema, sessionResponseSchema, userDtoSchema } from '@common/contract/user';
import { uploadFormSchema } from './api-operations';

/**
 * The schemas the OpenAPI document names (components/schemas) instead of
 * repeating them inline. Responses are described as the server sends them,
 * requests as a client may send them (before defaults and coercion).
 */
export const RESPONSE_SCHEMA_NAMES = new Map<z.ZodType, string>([
  [errorBodySchema, 'ErrorBody'],
  [errorCodeSchema, 'ErrorCode'],
  [feedbackErrorResponseSchema, 'FeedbackErrorBody'],
  [sessionResponseSchema, 'SessionResponse'],
  [userDtoSchema, 'User'],
  [authConfigSchema, 'AuthConfig'],
  [socialSignInResponseSchema, 'SocialSignInResponse'],
  [testEmailResponseSchema, 'MailSentResponse'],
  [dailyPromptResponseSchema, 'DailyPrompt'],
  [speechDtoSchema, 'Speech'],
  [analysisDtoSchema, 'Analysis'],
  [speechAnalysisSchema, 'SpeechAnalysis'],
  [waveformSchema, 'Waveform'],
  [recordingConditionsSchema, 'RecordingConditions'],
  [getSpeechResponseSchema, 'SpeechWithAnalysis'],
  [createSpeechResponseSchema, 'SpeechResponse'],
  [transcriptionResponseSchema, 'TranscriptionStatus'],
  [transcriptionStageSchema, 'TranscriptionStage'],
  [recordingAllowanceSchema, 'RecordingAllowance'],
  [feedbackResponseSchema, 'FeedbackResponse'],
  [feedbackRecordSchema, 'FeedbackRecord'],
  [displayedFeedbackSchema, 'DisplayedFeedback'],
  [linguisticResponseSchema, 'LinguisticResponse'],
]);

export const REQUEST_SCHEMA_NAMES = new Map<z.ZodType, string>([
  [signUpBodySchema, 'SignUpBody'],
  [signInBodySchema, 'SignInBody'],
  [socialSignInBodySchema, 'SocialSignInBody'],
  [resendVerificationBodySchema, 'ResendVerificationBody'],
  [testEmailBodySchema, 'TestEmailBody'],
  [createUserBodySchema, 'CreateUserBody'],
  [updateUserBodySchema, 'UpdateUserBody'],
  [guestLoginBodySchema, 'GuestLoginBody'],
  [uploadFormSchema, 'UploadForm'],
  [saveSpeechBodySchema, 'SaveSpeechBody'],
  [feedbackRequestSchema, 'FeedbackRequest'],
  [linguisticRequestSchema, 'LinguisticRequest'],
]);
