import { gameEndpoints } from '@vitalia/contracts';
import { useEndpointData, useEndpointMutation } from '../../../../lib/endpoint-queries';

/** The questions staff wrote for one week (a Monday, UTC), every language, with whether the week has begun. */
export const useStaffQuestions = (week: string) =>
  useEndpointData(gameEndpoints.staffQuestionsOf, { query: { week } });
export const useCreateQuestion = () => useEndpointMutation(gameEndpoints.createQuestion);
export const useUpdateQuestion = () => useEndpointMutation(gameEndpoints.updateQuestion);
export const useDeleteQuestion = () => useEndpointMutation(gameEndpoints.deleteQuestion);
