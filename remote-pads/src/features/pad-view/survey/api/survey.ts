// The Survey Information tab's calls (spec part 2 §7): the pad's survey (GET /admin/surveys/{padId}), saving
// its steps (PUT /admin/surveys/{id}), a view photo per direction (POST /admin/surveys/{id}/uploads) and the
// PDF (GET /surveys/download-pdf/{id}). A save refreshes the survey and the pad (its progress and log).
import { call, saveFile, SURVEY_STATUS, type SurveyDirection, type SurveySteps } from '@pads/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padKeys } from '../../api/padDetail';
import { surveys } from '@pads/contracts/endpoints';
import type { Survey } from '@pads/contracts/api';
export type { Survey } from '@pads/contracts/api';

export const surveyKeys = { ofPad: (padId: number) => ['survey', padId] as const };

export async function fetchSurvey(padId: number): Promise<Survey> {
  return call(surveys.padSurvey, { params: { padId } });
}

export function useSurvey(padId: number, enabled: boolean) {
  return useQuery({ queryKey: surveyKeys.ofPad(padId), queryFn: () => fetchSurvey(padId), enabled });
}

function useRefresh(padId: number) {
  const client = useQueryClient();
  return (survey: Survey) => {
    client.setQueryData(surveyKeys.ofPad(padId), survey);
    void client.invalidateQueries({ queryKey: padKeys.detail(padId) });
  };
}

/**
 * Saves the steps; when the save completes the survey (status 3, all seven steps), the status update goes
 * out too, as the spec's editor sends it (the server computed the status already and checks the call).
 */
export function useSaveSurvey(padId: number) {
  const refresh = useRefresh(padId);
  return useMutation({
    mutationFn: async ({
      id,
      steps,
      version,
      wasStatus,
    }: {
      id: number;
      steps: SurveySteps;
      version: number;
      wasStatus: number;
    }) => {
      const saved = await call(surveys.save, { params: { id }, body: { steps, version } });
      if (saved.survey_status === SURVEY_STATUS.Completed && wasStatus !== SURVEY_STATUS.Completed)
        return call(surveys.status, { params: { id }, body: { status: saved.survey_status } });
      return saved;
    },
    onSuccess: refresh,
  });
}

export function useUploadSurveyPhoto(padId: number) {
  const refresh = useRefresh(padId);
  return useMutation({
    mutationFn: async ({ id, direction, file }: { id: number; direction: SurveyDirection; file: File }) => {
      const body = new FormData();
      body.append('direction', direction);
      body.append('upload', file);
      return call(surveys.photo, { params: { id }, body });
    },
    onSuccess: refresh,
  });
}

/** Downloads Survey_{padname}.pdf (the server builds it) with the signed-in token. */
export async function downloadSurveyPdf(surveyId: number, padName: string): Promise<void> {
  const pdf = await call(surveys.pdf, { params: { id: surveyId } });
  saveFile(pdf.blob, pdf.fileName ?? `Survey_${padName}.pdf`);
}
