// GENERATED from spec/partner/ by scripts/spec/generate.ts. Do not edit; run npm run generate.
// TypeScript types of generated/partner/openapi.yaml, produced by openapi-typescript.

export interface paths {
    "/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cases
         * @description Lists the organization's active cases, newest first (`createdAt`
         *     descending, then `id` descending), including cases created by an operator
         *     in the operator UI; deleted cases are omitted (interface "GET /cases").
         *     `externalId` narrows the list to a one-item or empty list. `meta` carries
         *     `total`, `limit` and `offset`; `limit` and `offset` out of range answer 400.
         */
        get: operations["listCases"];
        put?: never;
        /**
         * Submit documents for a candidate
         * @description Creates a case, or adds an upload to the case that already has this
         *     `externalId` (interface "POST /cases"). Processing is asynchronous: the
         *     answer is 202 as soon as the files are stored, and progress is read by
         *     polling (`GET /cases/{id}` and the results routes) or from webhook events.
         *
         *     - With `caseId`, the files become a new upload on that operator-created
         *       case, which is linked to the `externalId` (once; later submissions with
         *       the same `externalId` go to it). Uploads on a linked case send webhooks.
         *       A `caseId` that names no case visible to the caller answers 404; a
         *       `caseId` naming a case that is already linked, or a case created through
         *       `POST /cases`, answers 409, and so does an `externalId` that already
         *       belongs to another case of the organization.
         *     - `features` selects the processing stages; evaluation is never an upload
         *       feature (an operator evaluates in the operator UI).
         *     - `classify` false with an empty `features` array answers 400.
         *     - The `externalId` of a deleted case answers 409.
         *     - `Idempotency-Key` makes the request safe to retry: the same key with
         *       an identical payload answers 202 with the original upload and its current
         *       status; the same key with a different payload, or while the first request
         *       is still in flight, answers 409.
         *     - Limits: 20 files, 100 MiB per file and per request (413), PDF, PNG,
         *       JPG/JPEG, WebP or ZIP by content (415 otherwise).
         *     - The body must keep arriving: a pause of 30 s, or a body not complete
         *       within 5 minutes, answers 408 (both configurable). Each API key may have
         *       10 uploads in flight at once, 100 in total per server process (429 with
         *       `Retry-After` beyond; configurable).
         *     - A storage that cannot take the files answers 503 (not writable) or 507
         *       (full), with `Retry-After`; nothing of the upload is kept.
         */
        post: operations["createCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a case
         * @description Returns the case with all its uploads and credentials (interface
         *     "GET /cases/{id}"). `{id}` is the case ID or the case number. Statuses
         *     describe document processing only; read evaluation progress from
         *     `GET /cases/{id}/evaluation`. Unknown, deleted or other-organization cases
         *     answer 404.
         */
        get: operations["getCase"];
        put?: never;
        post?: never;
        /**
         * Delete a case
         * @description Deletes the case and its stored files and derived documents (interface
         *     "DELETE /cases/{id}"). Afterwards every request for the case answers
         *     404, and submitting its `externalId` again answers 409 (the externalId stays
         *     reserved). Only cases created through `POST /cases` can be deleted: a case
         *     created in the operator UI, or linked to an externalId through `caseId`,
         *     answers 403. A case already deleted, including by an operator, answers 404.
         */
        delete: operations["deleteCase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/extraction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get extraction results
         * @description Structured data extracted from the case's documents, one item per credential
         *     (interface "Results"). Extracted values are the original transcript
         *     values; fields not found are `null`, never invented. Results of a feature
         *     an operator started later also appear here.
         *
         *     Optional selectors: `uploadId` (what that upload produced) or `credentialId`
         *     (one credential); sending both answers 400, a malformed value answers
         *     400, and a selector that names nothing in the case answers 404.
         */
        get: operations["getCaseExtraction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/forensics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get forensics results
         * @description Fraud and tamper analysis of the case's files, one item per file
         *     (interface "Results"): verdict, evidence and per-check statuses.
         *
         *     Optional selectors: `uploadId` (what that upload produced) or `credentialId`
         *     (one credential); sending both answers 400, a malformed value answers
         *     400, and a selector that names nothing in the case answers 404.
         */
        get: operations["getCaseForensics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/translation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get translation results
         * @description HTML renderings of the case's translated files (interface "Results"). A
         *     case that was never translated (translation not requested and never started
         *     by an operator) answers 409.
         *
         *     Optional selectors: `uploadId` (what that upload produced) or `credentialId`
         *     (one credential); sending both answers 400, a malformed value answers
         *     400, and a selector that names nothing in the case answers 404.
         */
        get: operations["getCaseTranslation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an uploaded document
         * @description The original bytes of a document of the case, as uploaded (or as
         *     extracted from its ZIP): the `documentUrl` of a forensics item. A ZIP
         *     member of an unsupported type was never stored and answers 404.
         */
        get: operations["downloadCaseFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/forensics/{fileId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the forensics report of a file
         * @description The forensics report of one file as a PDF (the `reportUrl` of a
         *     forensics item): verdict, summary and every numbered check. 404 until the
         *     file's forensics completed.
         */
        get: operations["downloadForensicsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/forensics/{fileId}/viewer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View the forensics findings of a file
         * @description A self-contained HTML page showing the forensics checks of one file next
         *     to the document (the `viewerUrl` of a forensics item). 404 until the
         *     file's forensics completed.
         */
        get: operations["getForensicsViewer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/translation/{fileId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the rendered translation of a file
         * @description The English rendering of one file as a PDF, page for page in the layout
         *     of the original (the `htmlUrl` of a translation file). 404 until the
         *     file's translation completed.
         */
        get: operations["downloadTranslationPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/evaluation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get evaluation results
         * @description Reads the operator's evaluation of the case's credentials (interface
         *     "GET /cases/{id}/evaluation"). Evaluation is done by a human operator
         *     in the operator UI; this endpoint never starts it and always answers 200 for
         *     an unfinished evaluation, with the aggregate `status` and progress-only rows.
         *
         *     - Every credential is listed, including those that cannot be evaluated.
         *     - Find a credential's general evaluation by `targetInstitute === null`,
         *       never by array position; other rows are for target institutes.
         *     - Optional selectors: `uploadId` (the credentials produced by that upload,
         *       usable immediately after the upload) or `credentialId` (one existing
         *       credential). Both answers 400; a malformed value answers 400; a selector
         *       that names nothing in the case, including a deleted credential, answers
         *       404.
         *     - The `case.evaluation.completed` webhook event follows the same rule as
         *       `status: completed`; polling this endpoint is the fallback.
         */
        get: operations["getCaseEvaluation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/evaluation/combined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the combined equivalency
         * @description Reads the combined equivalency of the case for one target (interface
         *     "GET /cases/{id}/evaluation/combined"): the general one when
         *     `targetInstituteId` is omitted, else the one for that target institute
         *     (its ID comes from an evaluation row's `targetInstitute.id`).
         *
         *     - Never answers 409: an unready target answers 200 with status `queued`,
         *       `processing` or `failed` and the pending credential IDs.
         *       `combinedEquivalencies` is `[]` until the status is `completed`.
         *     - Reading has no side effects and never triggers generation; poll this
         *       endpoint before downloading a combined report.
         *     - Optional `uploadId` or `credentialId` narrows the `credentials` list
         *       (both answers 400, malformed answers 400, unknown answers 404). An
         *       unknown target institute answers 404.
         */
        get: operations["getCaseEvaluationCombined"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/evaluation/report/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an evaluation report (PDF)
         * @description Downloads the PDF report of one completed evaluation (interface
         *     "GET /cases/{id}/evaluation/report/pdf and /xlsx").
         *
         *     - Send exactly one of `evaluationId` (any evaluation of the case,
         *       including a target-specific one) or `credentialId` (that credential's
         *       general evaluation, the row with `targetInstitute` null). Neither or both
         *       answers 400.
         *     - An evaluation not in the case, or a credential without a general
         *       evaluation row, answers 404. An existing evaluation that is not completed
         *       answers 409.
         *     - The file name is `<candidate full name or "candidate">_<caseNumber>_evaluation.pdf`
         *       (spaces replaced by underscores, characters outside `[A-Za-z0-9._-]`
         *       dropped), given in `Content-Disposition`.
         *     - Each download regenerates the PDF with a new report ID and a new QR
         *       verification link, so repeated downloads are separately verifiable.
         */
        get: operations["downloadEvaluationReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/evaluation/report/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an evaluation report (XLSX)
         * @description Downloads the XLSX report of one completed evaluation (interface
         *     "GET /cases/{id}/evaluation/report/pdf and /xlsx").
         *
         *     - Send exactly one of `evaluationId` (any evaluation of the case,
         *       including a target-specific one) or `credentialId` (that credential's
         *       general evaluation, the row with `targetInstitute` null). Neither or both
         *       answers 400.
         *     - An evaluation not in the case, or a credential without a general
         *       evaluation row, answers 404. An existing evaluation that is not completed
         *       answers 409.
         *     - The file name is `<candidate full name or "candidate">_<caseNumber>_evaluation.xlsx`
         *       (spaces replaced by underscores, characters outside `[A-Za-z0-9._-]`
         *       dropped), given in `Content-Disposition`.
         */
        get: operations["downloadEvaluationReportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/evaluation/combined-report/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a combined equivalency report (PDF)
         * @description Downloads the combined equivalency report of the case as PDF for one target
         *     (interface "GET /cases/{id}/evaluation/combined-report/xlsx (and the PDF
         *     variant)"): the general one when `targetInstituteId` is omitted.
         *
         *     - Served only when `GET /cases/{id}/evaluation/combined` would read
         *       `completed`. While it reads `queued` or `processing` the answer is 409.
         *     - A `failed` combined equivalency is generated again by this download; if
         *       that fails again the answer is 409 with a message telling the client to
         *       retry the download.
         *     - An unknown target institute answers 404.
         *     - The file name is `<candidate full name or "candidate">_<caseNumber>_combined.pdf`
         *       (spaces replaced by underscores, characters outside `[A-Za-z0-9._-]`
         *       dropped), given in `Content-Disposition`.
         *     - Each download regenerates the PDF with a new report ID and a new QR
         *       verification link, so repeated downloads are separately verifiable.
         */
        get: operations["downloadCombinedReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/evaluation/combined-report/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a combined equivalency report (XLSX)
         * @description Downloads the combined equivalency report of the case as XLSX for one target
         *     (interface "GET /cases/{id}/evaluation/combined-report/xlsx (and the PDF
         *     variant)"): the general one when `targetInstituteId` is omitted.
         *
         *     - Served only when `GET /cases/{id}/evaluation/combined` would read
         *       `completed`. While it reads `queued` or `processing` the answer is 409.
         *     - A `failed` combined equivalency is generated again by this download; if
         *       that fails again the answer is 409 with a message telling the client to
         *       retry the download.
         *     - An unknown target institute answers 404.
         *     - The file name is `<candidate full name or "candidate">_<caseNumber>_combined.xlsx`
         *       (spaces replaced by underscores, characters outside `[A-Za-z0-9._-]`
         *       dropped), given in `Content-Disposition`.
         */
        get: operations["downloadCombinedReportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Lists the organization's webhook configurations, without their `apiKey` secrets.
         */
        get: operations["listWebhookConfigs"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers an HTTPS endpoint that receives the organization's case events
         *     (interface "POST /webhook-config"). Every partner event of the
         *     organization goes to each of its `partner` endpoints. The answer is 201
         *     with the configuration, never the `apiKey`.
         *
         *     Each delivery is a `POST` with the JSON body `{eventName, data}` and the
         *     headers `content-type: application/json`, `x-api-key: <apiKey>`,
         *     `webhook-id`, `webhook-timestamp` and `webhook-signature` (Standard
         *     Webhooks). See "Webhook deliveries" in the API description for the events,
         *     the signature and the retry rules.
         */
        post: operations["createWebhookConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-config/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Returns one webhook configuration of the organization (interface "GET /webhook-config/{id}"); the `apiKey` secret is never returned. An unknown ID, or one of another organization, answers 404.
         */
        get: operations["getWebhookConfig"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Removes a webhook configuration; no further events are delivered to it. An unknown ID, or one of another organization, answers 404.
         */
        delete: operations["deleteWebhookConfig"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Accreditation
         * @description Accreditation findings for the issuing institution. The three fields are `null` until the institution has been checked against an accreditation registry: the service never invents a finding, so an unchecked institution reads neither accredited nor not accredited.
         */
        accreditation: {
            /**
             * @description Whether the institution is accredited; `null` when not checked.
             * @example true
             */
            isAccredited: boolean | null;
            /**
             * @description Whether the institution is recognized; `null` when not checked.
             * @example true
             */
            isRecognized: boolean | null;
            /**
             * Format: date-time
             * @description When the accreditation was last checked; `null` when never checked.
             * @example 2024-01-10T00:00:00.000Z
             */
            lastChecked: string | null;
        };
        /**
         * BinaryFile
         * Format: binary
         * @description The bytes of a stored document or a generated rendering.
         */
        binary_file: Blob;
        /**
         * Case
         * @description A case: the container for one candidate (interface "Case"), with all its uploads and credentials. Statuses describe document processing only, not operator evaluation.
         */
        case: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            id: string;
            /**
             * @description The partner's reference for the case, unique per organization; `null` for a case created in the operator UI and not linked yet.
             * @example APP-2024-000123
             */
            externalId: string | null;
            /**
             * Format: int64
             * @description Case number: digits only, unique across all organizations, starting at 100001 and never reused; shown to operators and printed on reports.
             * @example 100001
             */
            caseNumber: number;
            status: components["schemas"]["case_status"];
            /** @description Every upload of the case, oldest first. */
            uploads: components["schemas"]["upload"][];
            /** @description Every credential of the case, accumulated across uploads. */
            credentials: components["schemas"]["case_credential"][];
            /**
             * Format: date-time
             * @description When the case was created.
             * @example 2024-01-12T09:30:10.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the case last changed.
             * @example 2024-01-12T09:31:02.000Z
             */
            updatedAt: string;
            metadata: components["schemas"]["metadata"];
        };
        /**
         * CaseCredential
         * @description A credential of the case: one per education qualification found, plus `uncategorized` documents. Credentials accumulate across all uploads.
         */
        case_credential: {
            /**
             * @description Credential ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f8
             */
            credentialId: string;
            status: components["schemas"]["credential_status"];
            /**
             * @description The upload that produced the credential; `null` for a credential an operator added by hand.
             * @example 65a1f0c2e4b0a1b2c3d4e5f7
             */
            uploadId: string | null;
            credentialType: components["schemas"]["credential_type"];
            error?: components["schemas"]["stage_error"];
        };
        /**
         * CaseListResponse
         * @description Success envelope of the case list: newest first (createdAt descending, then id descending), with pagination in meta.
         */
        case_list_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["pagination_meta"];
            /** @description The page of case summaries. */
            data: components["schemas"]["case_summary"][];
        };
        /**
         * CaseResponse
         * @description Success envelope holding a Case.
         */
        case_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["case"];
        };
        /**
         * CaseStatus
         * @description Document-processing status of a case; it says nothing about operator evaluation. `queued`: every upload is queued; `processing`: an upload is not terminal yet; `completed`: every upload is terminal and at least one completed (a case with no uploads also reads `completed`); `failed`: every upload failed.
         * @example processing
         * @enum {string}
         */
        case_status: "queued" | "processing" | "completed" | "failed";
        /**
         * CaseSubmission
         * @description `data` of the 202 answer of `POST /cases`: the case the files went to and the new upload (or, for an idempotent replay, the original upload with its current status).
         */
        case_submission: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            caseId: string;
            /**
             * @description The externalId the files were submitted with.
             * @example APP-2024-000123
             */
            externalId: string;
            upload: components["schemas"]["upload"];
        };
        /**
         * CaseSubmissionResponse
         * @description Success envelope of the 202 answer of POST /cases.
         */
        case_submission_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["case_submission"];
        };
        /**
         * CaseSummary
         * @description An item of the case list.
         */
        case_summary: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            id: string;
            /**
             * @description The partner's reference for the case, unique per organization; `null` for a case created in the operator UI and not linked yet.
             * @example APP-2024-000123
             */
            externalId: string | null;
            /**
             * Format: int64
             * @description Case number: digits only, unique across all organizations, starting at 100001 and never reused; shown to operators and printed on reports.
             * @example 100001
             */
            caseNumber: number;
            status: components["schemas"]["case_status"];
            /**
             * Format: date-time
             * @description When the case was created.
             * @example 2024-01-12T09:30:10.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the case last changed.
             * @example 2024-01-12T09:31:02.000Z
             */
            updatedAt: string;
            metadata: components["schemas"]["metadata"];
        };
        /**
         * CombinedCredential
         * @description A credential in the combined view; courses are omitted.
         */
        combined_credential: {
            /**
             * @description Credential ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f8
             */
            credentialId: string;
            /**
             * @description The upload that produced the credential; `null` for a credential an operator added by hand.
             * @example 65a1f0c2e4b0a1b2c3d4e5f7
             */
            uploadId: string | null;
            institution: components["schemas"]["evaluation_institution"];
            qualification: components["schemas"]["evaluation_qualification"];
            /** @description The credential's evaluation row for the combined target (progress fields only); empty when the credential has none for it. */
            evaluations: components["schemas"]["evaluation_row_summary"][];
        };
        /**
         * CombinedEquivalencyStatement
         * @description One combined equivalency statement.
         */
        combined_equivalency_statement: {
            /** @example Bachelor of Science degree in Computer Science from a regionally accredited institution in the United States. */
            equivalency: string;
            /**
             * @description The credentials the statement came from; empty when an operator wrote the statement by hand.
             * @example [
             *       "65a1f0c2e4b0a1b2c3d4e5f8"
             *     ]
             */
            credentialIds: string[];
        };
        /**
         * CombinedEvaluation
         * @description The combined equivalency of the case for one target (interface "Combined equivalency"). Reading has no side effects and never triggers generation: poll this before downloading a combined report.
         */
        combined_evaluation: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            id: string;
            /**
             * @description The partner's reference; `null` for a case created in the operator UI and not linked.
             * @example APP-2024-000123
             */
            externalId: string | null;
            status: components["schemas"]["combined_status"];
            /**
             * Format: int64
             * @description Case number.
             * @example 100001
             */
            caseNumber: number;
            targetInstitute: components["schemas"]["target_institute"];
            candidate: components["schemas"]["evaluation_candidate"];
            /** @description The combined statements; `[]` until the status is `completed`. */
            combinedEquivalencies: components["schemas"]["combined_equivalency_statement"][];
            /** @description The credentials of the case, narrowed by the `uploadId` or `credentialId` selector when sent. */
            credentials: components["schemas"]["combined_credential"][];
            /**
             * @description Credentials still waiting on an evaluation for the target; `[]` once all are evaluated.
             * @example []
             */
            pendingCredentialIds: string[];
        };
        /**
         * CombinedEvaluationResponse
         * @description Success envelope holding the combined equivalency.
         */
        combined_evaluation_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["combined_evaluation"];
        };
        /**
         * CombinedStatus
         * @description Status of the combined equivalency for the target (interface "Combined equivalency status"). `queued`: nothing evaluated yet. `processing`: the combined equivalency is being produced or credentials are still pending. `completed`: every evaluable credential has a completed evaluation for the target and the combined equivalency is produced. `failed`: production failed (no webhook is sent; a combined report download retries it). Independent of the evaluation status: every credential can read `completed` in the evaluation endpoint while this still reads `processing`.
         * @example completed
         * @enum {string}
         */
        combined_status: "queued" | "processing" | "completed" | "failed";
        /**
         * ContentDisposition
         * @description `attachment; filename=<name>` where `<name>` is `<candidate full name or "candidate">_<caseNumber>_<kind>.<ext>` with spaces replaced by underscores and characters outside `[A-Za-z0-9._-]` dropped; `kind` is `evaluation` or `combined`. The name may be quoted.
         */
        content_disposition: string;
        /**
         * CredentialStatus
         * @description Extraction state of a credential.
         * @example completed
         * @enum {string}
         */
        credential_status: "queued" | "processing" | "completed" | "failed";
        /**
         * CredentialType
         * @description `academic`: one education qualification. `uncategorized`: documents that belong to no qualification; never evaluable. With `classify` false the whole upload becomes one `academic` credential.
         * @example academic
         * @enum {string}
         */
        credential_type: "academic" | "uncategorized";
        /**
         * EmptyMeta
         * @description `meta` of the success envelope when no metadata applies: always an empty object.
         * @example {}
         */
        empty_meta: Record<string, never>;
        /**
         * Equivalency
         * @description The evaluated equivalency of a completed evaluation (interface "Equivalency").
         */
        equivalency: {
            /** @example Bachelor of Science degree */
            usEquivalency: string | null;
            /** @example Bachelor of Science degree in Computer Science from a regionally accredited institution in the United States. */
            statement: string | null;
            /**
             * @description Normalized field of study; may differ from the extracted specialization.
             * @example Computer Science
             */
            fieldOfStudy: string | null;
            /** @example Four-year bachelor's degree */
            evaluatedAs: string | null;
            gpa: components["schemas"]["gpa"];
            /** @example 124 */
            totalCredits: number | null;
            /**
             * @description Unit of `totalCredits` and of course credits.
             * @example Semester Credits
             * @enum {string}
             */
            creditUnit: "Carnegie Units" | "Semester Credits";
            /**
             * @description Organization-specific text, prefixed with `**`.
             * @example ** This evaluation is advisory and is based on the documents submitted.
             */
            disclaimer: string | null;
        };
        /**
         * Error
         * @description Error body of every 4xx and 5xx answer (interface "Errors"). It is not the success envelope. It never contains a stack trace.
         */
        error: {
            /**
             * Format: int32
             * @description The HTTP status code of the answer, repeated in the body.
             * @example 404
             */
            statusCode: number;
            /**
             * @description Human-readable explanation, e.g. `Invalid or expired API key`.
             * @example Case not found
             */
            message: string;
            /**
             * @description The HTTP status phrase, e.g. `Bad Request`.
             * @example Not Found
             */
            error?: string;
            /** @description Validation failures, one item per offending field or parameter. Present on 400 answers caused by request validation. */
            details?: components["schemas"]["error_detail"][];
        };
        /**
         * ErrorDetail
         * @description One validation failure of a 400 answer.
         */
        error_detail: {
            /**
             * @description Where the failure is: a form field, query or path parameter, or a JSON pointer into the body (e.g. `externalId`, `query.limit`, `/endpoint`).
             * @example externalId
             */
            path: string;
            /**
             * @description What is wrong with the value.
             * @example must NOT have more than 128 characters
             */
            message: string;
        };
        /**
         * EvaluatedCourse
         * @description A course as evaluated. Grades, points and credits are evaluated values; original transcript values come from extraction.
         */
        evaluated_course: {
            /** @example 65a1f1a0e4b0a1b2c3d4e611 */
            courseId: string;
            /** @example Data Structures and Algorithms */
            courseName: string | null;
            /** @example A */
            grade: string | null;
            /** @example 4 */
            point: number | null;
            /** @example 3 */
            credit: number | null;
            /** @example false */
            isRetaken: boolean;
            /** @example false */
            isNonGradable: boolean;
            /** @example false */
            isExcluded: boolean;
        };
        /**
         * EvaluationCandidate
         * @description The candidate as evaluated.
         */
        evaluation_candidate: {
            /** @example Amara Okafor */
            fullName: string | null;
            /**
             * @description Date of birth, MM/DD/YYYY.
             * @example 03/14/1997
             */
            dateOfBirth: string | null;
        };
        /**
         * EvaluationCredential
         * @description A credential in the evaluation view. Every credential of the case (or of the selection) is listed, even those that cannot be evaluated.
         */
        evaluation_credential: {
            /**
             * @description Credential ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f8
             */
            credentialId: string;
            /**
             * @description The upload that produced the credential; `null` for a credential an operator added by hand.
             * @example 65a1f0c2e4b0a1b2c3d4e5f7
             */
            uploadId: string | null;
            candidate: components["schemas"]["evaluation_candidate"];
            institution: components["schemas"]["evaluation_institution"];
            qualification: components["schemas"]["evaluation_qualification"];
            /** @description One row per target (the general row has `targetInstitute` null); empty before an operator initiates evaluation. When a credential has several evaluations for the same target, the one shown is a completed one if any exists, otherwise the first. */
            evaluations: components["schemas"]["evaluation_row"][];
        };
        /**
         * EvaluationInstitution
         * @description The issuing institution.
         */
        evaluation_institution: {
            /** @example University of Lagos */
            name: string | null;
            /** @example Nigeria */
            country: string | null;
        };
        /**
         * EvaluationQualification
         * @description The qualification in the evaluation view (interface "Qualification (evaluation view)").
         */
        evaluation_qualification: {
            /** @example Bachelor of Science */
            name: string | null;
            /** @example Bachelor */
            educationLevel: string | null;
            /** @example Computer Science */
            program: string | null;
            /**
             * @description A number, or the source string when it is not numeric, or `null`.
             * @example 4
             */
            programDurationYears: (number | null) | (string | null);
            /**
             * @description A number, or the source string when it is not numeric, or `null`.
             * @example 2015
             */
            yearOfAdmission: (number | null) | (string | null);
            /**
             * @description The distinct years of attendance, sorted ascending; empty when unavailable.
             * @example [
             *       2015,
             *       2016,
             *       2017,
             *       2018,
             *       2019
             *     ]
             */
            yearsOfAttendance: number[];
            /**
             * @description MM/DD/YYYY; called `dateOfIssue` in extraction results.
             * @example 09/12/2019
             */
            dateOfAward: string | null;
        };
        /**
         * Evaluation
         * @description Evaluation results of the case (interface "Evaluation result"), narrowed to one upload or one credential when a selector is sent. Unfinished results are answered with 200 and a status; reading never starts an evaluation.
         */
        evaluation_result: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            id: string;
            /**
             * @description The partner's reference; `null` for a case created in the operator UI and not linked.
             * @example APP-2024-000123
             */
            externalId: string | null;
            status: components["schemas"]["evaluation_status"];
            /**
             * Format: int64
             * @description Case number; `null` when unavailable.
             * @example 100001
             */
            caseNumber: number | null;
            /** @description Every credential, including those that cannot be evaluated. */
            credentials: components["schemas"]["evaluation_credential"][];
        };
        /**
         * EvaluationResponse
         * @description Success envelope holding the evaluation results.
         */
        evaluation_result_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["evaluation_result"];
        };
        /**
         * EvaluationRow
         * @description An evaluation of a credential, for the general target (`targetInstitute` null) or for one target institute. The shape depends on `status`. There is no `failed` status: work that cannot be completed stays `processing`.
         */
        evaluation_row: components["schemas"]["evaluation_row_unfinished"] | components["schemas"]["evaluation_row_completed"];
        /**
         * EvaluationRowCompleted
         * @description A completed evaluation with its evaluated output.
         */
        evaluation_row_completed: {
            /**
             * @description Evaluation ID (24 lowercase hexadecimal characters).
             * @example 65a1f2a0e4b0a1b2c3d4e601
             */
            evaluationId: string;
            /**
             * @example completed
             * @enum {string}
             */
            status: "completed";
            /**
             * Format: date-time
             * @description The latest completion timestamp; `null` when unavailable.
             * @example 2024-01-15T16:42:05.000Z
             */
            completedAt: string | null;
            targetInstitute: components["schemas"]["target_institute"];
            equivalency: components["schemas"]["equivalency"];
            /** @description The evaluated courses. */
            courses: components["schemas"]["evaluated_course"][];
            /**
             * @description The operator's note.
             * @example Grades converted using the University of Lagos five-point scale.
             */
            note: string | null;
        };
        /**
         * EvaluationRowSummary
         * @description An evaluation row in the combined view: progress fields only, whatever the status (the unfinished-row shape).
         */
        evaluation_row_summary: {
            /**
             * @description Evaluation ID (24 lowercase hexadecimal characters).
             * @example 65a1f2a0e4b0a1b2c3d4e601
             */
            evaluationId: string;
            /**
             * @example completed
             * @enum {string}
             */
            status: "queued" | "processing" | "completed";
            /**
             * Format: date-time
             * @description The latest completion timestamp of a completed evaluation; otherwise `null`.
             * @example 2024-01-15T16:42:05.000Z
             */
            completedAt: string | null;
            targetInstitute: components["schemas"]["target_institute"];
        };
        /**
         * EvaluationRowUnfinished
         * @description An evaluation that is not completed (`queued` or `processing`): progress only, no evaluated output. A reopened evaluation reads `processing` and hides its output until completed again.
         */
        evaluation_row_unfinished: {
            /**
             * @description Evaluation ID (24 lowercase hexadecimal characters).
             * @example 65a1f2a0e4b0a1b2c3d4e602
             */
            evaluationId: string;
            /**
             * @example processing
             * @enum {string}
             */
            status: "queued" | "processing";
            /**
             * Format: date-time
             * @description Always `null` for an unfinished evaluation.
             * @example null
             * @enum {string|null}
             */
            completedAt: null;
            targetInstitute: components["schemas"]["target_institute"];
        };
        /**
         * EvaluationStatus
         * @description Aggregate evaluation status of the case (interface "States and transitions"), computed over the evaluable credentials (past extraction and not `uncategorized`). `queued`: an upload is still being classified or a credential still being extracted, or no evaluable credential has an evaluation row yet. `completed`: every evaluable credential has at least one evaluation and every selected evaluation (a completed one if any, else the first, per target) is completed; the `case.evaluation.completed` event follows the same rule. `not_applicable`: nothing is pending and no credential is evaluable. `processing`: any other combination, including a credential with no row next to one with a row.
         * @example processing
         * @enum {string}
         */
        evaluation_status: "queued" | "processing" | "completed" | "not_applicable";
        /**
         * ExtractionCandidate
         * @description The candidate as printed on the documents; `null` where not found.
         */
        extraction_candidate: {
            /** @example Amara Okafor */
            fullName: string | null;
            /** @example Amara */
            firstName: string | null;
            /** @example Okafor */
            lastName: string | null;
            /**
             * @description As printed on the document.
             * @example 14/03/1997
             */
            dateOfBirth: string | null;
        };
        /**
         * ExtractionCourse
         * @description A course as printed on the transcript (original values; evaluated values come from the evaluation endpoint). `null` where not found.
         */
        extraction_course: {
            /**
             * @description Course ID.
             * @example 65a1f1a0e4b0a1b2c3d4e611
             */
            id: string;
            /** @example CSC 201 */
            courseNumber: string | null;
            /** @example Data Structures and Algorithms */
            courseName: string | null;
            /** @example 3 */
            credit: number | null;
            /** @example A */
            grade: string | null;
            /** @example null */
            alternateGrade: string | null;
            /** @example 78 */
            marksScored: number | null;
            /** @example 100 */
            maximumMarks: number | null;
            /** @example Pass */
            passStatus: string | null;
            /** @example First Semester */
            term: string | null;
            /** @example 2016/2017 */
            session: string | null;
            /**
             * Format: int32
             * @example 2016
             */
            year: number | null;
        };
        /**
         * ExtractionCredential
         * @description Extraction result of one credential (interface "Extraction credential"). While the credential is `queued` or `processing`, extracted fields are `null` and `courses` is empty.
         */
        extraction_credential: {
            /**
             * @description Credential ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f8
             */
            credentialId: string;
            status: components["schemas"]["credential_status"];
            /**
             * @description The upload that produced the credential; `null` for a credential an operator added by hand.
             * @example 65a1f0c2e4b0a1b2c3d4e5f7
             */
            uploadId: string | null;
            credentialType: components["schemas"]["credential_type"];
            /**
             * @description Language of the documents (ISO 639-1 code).
             * @example en
             */
            languageCode: string | null;
            /**
             * @description Language of the documents.
             * @example English
             */
            language: string | null;
            candidate: components["schemas"]["extraction_candidate"];
            institution: components["schemas"]["extraction_institution"];
            qualification: components["schemas"]["extraction_qualification"];
            /** @description Courses listed on the transcript, in document order. */
            courses: components["schemas"]["extraction_course"][];
            error?: components["schemas"]["stage_error"];
        };
        /**
         * ExtractionInstitution
         * @description The issuing institution; string fields are `null` where not found.
         */
        extraction_institution: {
            /** @example University of Lagos */
            name: string | null;
            /** @example Nigeria */
            country: string | null;
            /** @example NG */
            countryCode: string | null;
            /** @example Lagos */
            state: string | null;
            /** @example LA */
            stateCode: string | null;
            accreditation: components["schemas"]["accreditation"];
        };
        /**
         * ExtractionQualification
         * @description The qualification as extracted from the documents. Strings are `null` where not found: the API never invents a value. Decimal values are carried as strings.
         */
        extraction_qualification: {
            /** @example 150805023 */
            registrationNumber: string | null;
            /** @example Bachelor of Science */
            name: string | null;
            /** @example Bachelor */
            level: string | null;
            /** @example Computer Science */
            program: string | null;
            /** @example Computer Science */
            majorOrSpecialization: string | null;
            /**
             * @description Completion status as printed (e.g. awarded, in progress).
             * @example Awarded
             */
            status: string | null;
            /**
             * Format: int32
             * @example 2015
             */
            yearOfAdmission: number | null;
            /**
             * Format: int32
             * @example 2019
             */
            yearOfCompletion: number | null;
            /**
             * @description Program duration as a decimal string.
             * @example 4
             */
            programDuration: string | null;
            /**
             * @description As printed; called `dateOfAward` in evaluation results.
             * @example 12/09/2019
             */
            dateOfIssue: string | null;
            /**
             * @description Cumulative GPA as a decimal string.
             * @example 4.52
             */
            cgpa: string | null;
            /**
             * @description Total credits or marks as a decimal string.
             * @example 162
             */
            totalCreditsOrMarks: string | null;
        };
        /**
         * Extraction
         * @description Extraction results of the case (interface "Results"), narrowed to one upload or one credential when a selector is sent.
         */
        extraction_result: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            id: string;
            /**
             * Format: int64
             * @description Case number.
             * @example 100001
             */
            caseNumber: number;
            /**
             * @description The partner's reference; `null` for an operator-created case not linked yet.
             * @example APP-2024-000123
             */
            externalId: string | null;
            /** @description The credentials of the case (or of the selected upload or credential). */
            credentials: components["schemas"]["extraction_credential"][];
        };
        /**
         * ExtractionResponse
         * @description Success envelope holding the extraction results.
         */
        extraction_result_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["extraction_result"];
        };
        /**
         * FeatureName
         * @description A processing feature of an upload. Evaluation is never an upload feature (interface "What the service does").
         * @example extraction
         * @enum {string}
         */
        feature_name: "extraction" | "forensics" | "translation";
        /**
         * FeatureStatus
         * @description Status of one feature run on an upload.
         * @example processing
         * @enum {string}
         */
        feature_status: "queued" | "processing" | "completed" | "failed";
        /**
         * FileContentDisposition
         * @description `attachment; filename=<name>` (or `inline` for a page meant to be shown), where `<name>` is derived from the file's display name with spaces replaced by underscores and characters outside `[A-Za-z0-9._-]` dropped (the same rule as). The name may be quoted.
         */
        file_content_disposition: string;
        /**
         * FileStatus
         * @description Status of one file in forensics or translation results. `unsupported` marks a ZIP member of a type that is listed but not processed.
         * @example completed
         * @enum {string}
         */
        file_status: "queued" | "processing" | "completed" | "failed" | "unsupported";
        /**
         * ForensicsCheck
         * @description One forensic check run on the file.
         */
        forensics_check: {
            /**
             * Format: int32
             * @description Position of the check in the report, from 1.
             * @example 1
             */
            checkNumber: number;
            /** @example Font consistency */
            title: string;
            /**
             * @description `passed`, `warning`, `failed` or `skipped`. A signal that is absent means "not detected".
             * @example passed
             * @enum {string}
             */
            status: "passed" | "warning" | "failed" | "skipped";
            /** @example All text on the page uses consistent embedded fonts. */
            description: string;
        };
        /**
         * ForensicsItem
         * @description Fraud and tamper analysis of one file (interface "Forensics item"). Result fields are `null` (and arrays empty) until the file's status is `completed`; a ZIP member of an unsupported type reads `unsupported`.
         */
        forensics_item: {
            /**
             * @description File ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5fa
             */
            fileId: string;
            /**
             * @description The upload the file belongs to.
             * @example 65a1f0c2e4b0a1b2c3d4e5f7
             */
            uploadId: string;
            /**
             * @description The credential the file belongs to; `null` while the file is not assigned to a credential.
             * @example 65a1f0c2e4b0a1b2c3d4e5f8
             */
            credentialId: string | null;
            status: components["schemas"]["file_status"];
            /**
             * @description Overall verdict: `clean`, `suspicious`, `tampered` or `inconclusive`; `null` until the analysis is completed.
             * @example clean
             * @enum {string|null}
             */
            verdict: "clean" | "suspicious" | "tampered" | "inconclusive" | null;
            /** @example Academic Transcript */
            documentName: string | null;
            /** @example Amara Okafor */
            candidateName: string | null;
            /** @example 150805023 */
            registrationNumber: string | null;
            /** @example University of Lagos */
            issuerName: string | null;
            /** @example Office of the Registrar */
            issuerSubName: string | null;
            /**
             * Format: int32
             * @example 2019
             */
            issuanceYear: number | null;
            /** @example No signs of editing were found; fonts, metadata and layout are consistent. */
            summary: string | null;
            /**
             * @description The most significant findings, most important first.
             * @example [
             *       "Embedded fonts are consistent across all pages"
             *     ]
             */
            topEvidence: string[];
            checks: components["schemas"]["forensics_check"][];
            /**
             * Format: uri
             * @description Link to the forensic report.
             * @example https://api.example.com/forensics/reports/65a1f0c2e4b0a1b2c3d4e5fa
             */
            reportUrl: string | null;
            /**
             * Format: uri
             * @description Link to the interactive viewer of the analysis.
             * @example https://api.example.com/forensics/viewer/65a1f0c2e4b0a1b2c3d4e5fa
             */
            viewerUrl: string | null;
            /**
             * Format: uri
             * @description Link to the analysed document.
             * @example https://api.example.com/forensics/documents/65a1f0c2e4b0a1b2c3d4e5fa
             */
            documentUrl: string | null;
            error?: components["schemas"]["stage_error"];
        };
        /**
         * Forensics
         * @description Forensics results of the case (interface "Results"), one item per file, narrowed to one upload or one credential when a selector is sent.
         */
        forensics_result: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            id: string;
            /**
             * Format: int64
             * @description Case number.
             * @example 100001
             */
            caseNumber: number;
            /**
             * @description The partner's reference; `null` for an operator-created case not linked yet.
             * @example APP-2024-000123
             */
            externalId: string | null;
            /** @description One item per file of the case (or of the selected upload or credential). */
            forensics: components["schemas"]["forensics_item"][];
        };
        /**
         * ForensicsResponse
         * @description Success envelope holding the forensics results.
         */
        forensics_result_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["forensics_result"];
        };
        /**
         * Gpa
         * @description Evaluated grade point averages; decimal values carried as strings.
         */
        gpa: {
            /** @example 3.71 */
            weighted: string | null;
            /** @example 3.65 */
            unweighted: string | null;
        };
        /**
         * HtmlPage
         * @description A self-contained HTML page (no scripts, no external assets).
         */
        html_page: string;
        /**
         * Metadata
         * @description The key-value pairs given in the `metadata` form field at submission (interface "Case"). Values are strings, numbers or booleans; `null`, arrays and objects are refused with 400 at submission. Empty object when none were given. At most 100 keys of at most 128 characters; string values at most 2048 characters; the whole object at most 65,535 bytes as JSON (UTF-8). Beyond any of these: 400.
         * @example {
         *       "applicationRound": "2024-fall",
         *       "program": "MSc Data Science",
         *       "priority": 2,
         *       "scholarshipApplicant": true
         *     }
         */
        metadata: {
            [key: string]: string | number | boolean;
        };
        /**
         * PaginationMeta
         * @description Pagination metadata of list responses.
         */
        pagination_meta: {
            /**
             * Format: int64
             * @description Number of items matching the query, across all pages.
             * @example 2
             */
            total: number;
            /**
             * Format: int32
             * @description The page size applied (the `limit` query parameter or its default).
             * @example 20
             */
            limit: number;
            /**
             * Format: int32
             * @description The number of items skipped (the `offset` query parameter or its default).
             * @example 0
             */
            offset: number;
        };
        /**
         * PdfReport
         * Format: binary
         * @description A PDF report. Each request regenerates it with a new report ID and a new QR verification link, so repeated downloads are separately verifiable documents.
         */
        pdf_report: Blob;
        /**
         * StageError
         * @description Why the item failed, in words a person can act on (the same text as the `error` of its `*.failed` webhook event). Present only when the item's status is `failed`; absent otherwise. Never holds internal details: a failure inside the service reads as a generic sentence.
         * @example No machine-translation engine is configured (TRANSLATION_URL)
         */
        stage_error: string;
        /**
         * SuccessFlag
         * @description Always `true` in the success envelope.
         * @example true
         * @enum {boolean}
         */
        success_flag: true;
        /**
         * SuccessMessage
         * @description Human-readable text of the success envelope.
         * @example OK
         */
        success_message: string;
        /**
         * TargetInstitute
         * @description The institute an evaluation (or combined equivalency) is for; `null` for the general evaluation. Always present. Find the general row by `targetInstitute === null`, never by array position.
         * @example {
         *       "id": "65a1f1b4e4b0a1b2c3d4e5a1",
         *       "name": "University of Toronto"
         *     }
         */
        target_institute: {
            /**
             * @description Target institute ID (24 lowercase hexadecimal characters); the value of the `targetInstituteId` selector.
             * @example 65a1f1b4e4b0a1b2c3d4e5a1
             */
            id: string;
            /** @example University of Toronto */
            name: string;
        } | null;
        /**
         * TranslationFile
         * @description Translation of one file (interface "Translation file"). The HTML fields are `null` (and `htmlPages` empty) until the file is `completed`.
         */
        translation_file: {
            /**
             * @description The upload the file belongs to.
             * @example 65a1f0c2e4b0a1b2c3d4e5f7
             */
            uploadId: string;
            /**
             * @description File ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5fa
             */
            fileId: string;
            /** @example transcript.pdf */
            fileName: string;
            /**
             * @description The credential the file belongs to; `null` while the file is not assigned to a credential.
             * @example 65a1f0c2e4b0a1b2c3d4e5f8
             */
            credentialId: string | null;
            status: components["schemas"]["file_status"];
            /**
             * Format: uri
             * @description Link to the rendered translated PDF, when available.
             * @example https://api.example.com/translations/65a1f0c2e4b0a1b2c3d4e5fa.pdf
             */
            htmlUrl: string | null;
            /**
             * @description The whole translated document as HTML.
             * @example <html><body><h1>Academic Transcript</h1><p>Name Amara Okafor</p></body></html>
             */
            htmlRepresentation: string | null;
            /**
             * @description The translated document as HTML, one item per page.
             * @example [
             *       "<section><h1>Academic Transcript</h1><p>Name Amara Okafor</p></section>"
             *     ]
             */
            htmlPages: string[];
            error?: components["schemas"]["stage_error"];
        };
        /**
         * Translation
         * @description Translation results of the case (interface "Results"), narrowed to one upload or one credential when a selector is sent. `status` is derived from the files like an upload's status.
         */
        translation_result: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            id: string;
            /**
             * Format: int64
             * @description Case number.
             * @example 100001
             */
            caseNumber: number;
            /**
             * @description The partner's reference; `null` for an operator-created case not linked yet.
             * @example APP-2024-000123
             */
            externalId: string | null;
            status: components["schemas"]["translation_status"];
            /** @description One item per translated file. */
            files: components["schemas"]["translation_file"][];
        };
        /**
         * TranslationResponse
         * @description Success envelope holding the translation results.
         */
        translation_result_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["translation_result"];
        };
        /**
         * TranslationStatus
         * @description Status of the translation of the case (or of the selection), derived from its files like an upload's status: `completed` once every file is terminal and at least one succeeded; `failed` when every file failed.
         * @example completed
         * @enum {string}
         */
        translation_status: "queued" | "processing" | "completed" | "failed";
        /**
         * Upload
         * @description One submission of files to a case (interface "Upload"). Each `POST /cases` with an existing externalId adds an upload to its case.
         */
        upload: {
            /**
             * @description Upload ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f7
             */
            uploadId: string;
            status: components["schemas"]["upload_status"];
            /**
             * @description Whether classification was requested: `true` splits the files into credentials, one per qualification; `false` makes the whole upload one academic credential.
             * @example true
             */
            classify: boolean;
            /** @description The features that run or ran on this upload. An upload made in the operator UI lists only the features that actually ran on it. */
            features: components["schemas"]["upload_feature"][];
            /** @description The files of the upload, ZIP members in place of their ZIP. */
            files: components["schemas"]["upload_file"][];
            /**
             * Format: date-time
             * @description When the upload was received.
             * @example 2024-01-12T09:30:10.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the upload last changed.
             * @example 2024-01-12T09:31:02.000Z
             */
            updatedAt: string;
        };
        /**
         * UploadFeature
         * @description A feature that runs or ran on the upload: a requested feature, or one an operator started later. A feature that never ran is not listed.
         */
        upload_feature: {
            name: components["schemas"]["feature_name"];
            status: components["schemas"]["feature_status"];
            error?: components["schemas"]["stage_error"];
        };
        /**
         * UploadFile
         * @description A file of the upload. The members of an uploaded ZIP replace the ZIP in this list, each named `<zip file name>/<member path>`; members of an unsupported type are listed but not processed.
         */
        upload_file: {
            /**
             * @description File ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5fa
             */
            fileId: string;
            /**
             * @description The uploaded file name, or `<zip file name>/<member path>` for a ZIP member.
             * @example transcript.pdf
             */
            fileName: string;
        };
        /**
         * UploadStatus
         * @description Processing status of an upload. `completed` once every stage is terminal and at least one succeeded; `failed` when classification failed or every stage failed.
         * @example processing
         * @enum {string}
         */
        upload_status: "queued" | "processing" | "completed" | "failed";
        /**
         * WebhookConfig
         * @description A registered webhook endpoint (interface "Webhook endpoint configuration"). The `apiKey` secret is never returned.
         */
        webhook_config: {
            /**
             * @description Webhook configuration ID (24 lowercase hexadecimal characters).
             * @example 65a1f3d8e4b0a1b2c3d4e701
             */
            id: string;
            /**
             * Format: uri
             * @description The HTTPS URL that receives the events.
             * @example https://hooks.partner.example.org/credential-events
             */
            endpoint: string;
            /**
             * @description `partner`: partner case events (internal platform events are never mixed in).
             * @example partner
             * @enum {string}
             */
            audience: "partner";
            /**
             * @description The description given at registration; `null` when none was given.
             * @example Admissions system, production
             */
            description: string | null;
            /**
             * Format: date-time
             * @description When the configuration was registered.
             * @example 2024-01-11T08:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the configuration last changed.
             * @example 2024-01-11T08:00:00.000Z
             */
            updatedAt: string;
        };
        /**
         * WebhookConfigCreate
         * @description Registration of a webhook endpoint (interface "POST /webhook-config").
         */
        webhook_config_create: {
            /**
             * Format: uri
             * @description The HTTPS URL that will receive the events; a port, if given, from 1 to 65535. Deliveries never follow redirects and never go to loopback, private, link-local or cloud metadata addresses.
             * @example https://hooks.partner.example.org/credential-events
             */
            endpoint: string;
            /**
             * @description The shared secret, 16 to 256 visible ASCII characters. Every delivery carries it in the `x-api-key` header, and it is the HMAC key of the `webhook-signature` header. Stored by the service and never returned.
             * @example whk_3b9f2c7a8d41e6f05a9c2b7e
             */
            apiKey: string;
            /**
             * @description Must be `partner` to receive partner case events.
             * @example partner
             * @enum {string}
             */
            audience: "partner";
            /**
             * @description Free text to recognize the endpoint by.
             * @example Admissions system, production
             */
            description?: string;
        };
        /**
         * WebhookConfigListResponse
         * @description Success envelope holding the organization's webhook configurations.
         */
        webhook_config_list_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            /** @description Every webhook configuration of the organization, oldest first. */
            data: components["schemas"]["webhook_config"][];
        };
        /**
         * WebhookConfigResponse
         * @description Success envelope holding a webhook configuration.
         */
        webhook_config_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["webhook_config"];
        };
        /**
         * XlsxReport
         * Format: binary
         * @description An Excel (Office Open XML) workbook.
         */
        xlsx_report: Blob;
    };
    responses: {
        /** @description Bad Request (interface "Errors"): an identifier in the path is malformed (a case `{id}` that is neither 24 hexadecimal characters nor digits only, or another ID that is not 24 hexadecimal characters), or a query parameter, header or body field is invalid. `details` lists the offending fields with where they were found (`path.`, `query.`, `header.`, `body.`). */
        bad_request: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Bad Request (interface "Errors"): the case `{id}` is neither 24 hexadecimal characters nor digits only, or the `{fileId}` is not 24 hexadecimal characters. `details` lists the offending parameters. */
        bad_request_file: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Bad Request (interface "Errors"): `limit` outside 1 to 100, a negative `offset`, or an invalid `externalId` filter. `details` lists the offending parameters. */
        bad_request_list: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Bad Request (interface "Errors"): a malformed `evaluationId` or `credentialId` (24 hexadecimal characters), neither or both of them sent, or a case `{id}` that is neither 24 hexadecimal characters nor digits only. `details` lists the offending parameters. */
        bad_request_report: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Bad Request (interface "Errors"): a malformed `uploadId` or `credentialId` selector (24 hexadecimal characters), both selectors sent together, or a case `{id}` that is neither 24 hexadecimal characters nor digits only. `details` lists the offending parameters. */
        bad_request_selectors: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Bad Request (interface "POST /cases", "Errors"): an invalid form field (no files, more than 20 files, a bad `externalId` or `caseId`, `features` not a JSON array of known names, `metadata` not a JSON object of string, number or boolean values, `classify` false with empty `features`) or an invalid `Idempotency-Key`. `details` lists the offending fields. */
        bad_request_submission: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Bad Request (interface "Errors"): a malformed `targetInstituteId` (24 hexadecimal characters), or a case `{id}` that is neither 24 hexadecimal characters nor digits only. `details` lists the offending parameters. */
        bad_request_target: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Bad Request (interface "Errors"): the request path or query string is not valid percent-encoding. */
        bad_request_url: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Bad Request (interface "POST /webhook-config", "Errors"): an endpoint that is not an HTTPS URL or names a forbidden address, an `apiKey` that is not 16 to 256 visible ASCII characters, an `audience` other than `partner`, or an unknown field. `details` lists the offending fields. */
        bad_request_webhook_config: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Bad Request (interface "Errors"): a webhook configuration `{id}` that is not 24 hexadecimal characters. */
        bad_request_webhook_id: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Conflict (interface "Errors"): `Idempotency-Key` reused with a different payload or while the first request is in flight; an externalId of a deleted case submitted again; translation read for a case never translated; credential report requested for an unfinished evaluation; combined report requested while the combined status is `queued` or `processing`, or when the retried combined generation fails again. */
        conflict: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Forbidden. The API key is inactive or is not a partner key (interface "Authentication" rule 3); or, on `DELETE /cases/{id}`, the case was created in the operator UI or has been linked to an externalId. */
        forbidden: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Insufficient Storage. The file storage is full; nothing of the upload is kept (no file, no case, no upload). Retry after the number of seconds given in `Retry-After`. */
        insufficient_storage: {
            headers: {
                "Retry-After": components["headers"]["retry_after"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 507,
                 *       "message": "Insufficient storage: the upload was not kept; retry later",
                 *       "error": "Insufficient Storage"
                 *     }
                 */
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Not Found. The case is unknown, deleted, or belongs to another organization (including the case number of another organization's case); or the requested upload, credential, evaluation, target institute or webhook configuration does not exist in it (interface "Errors"). */
        not_found: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Payload Too Large. One file, or the whole multipart payload, exceeds 100 MiB (interface "Limits"). */
        payload_too_large: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 413,
                 *       "message": "File transcript.pdf exceeds the 100 MiB limit",
                 *       "error": "Payload Too Large"
                 *     }
                 */
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Request Timeout. The upload's body did not arrive in time: no byte for `REQUEST_IDLE_TIMEOUT_MS` (30 s by default), or not all of it within `REQUEST_TIMEOUT_MS` (5 minutes by default). Nothing of it is kept and the connection is closed; send it again. */
        request_timeout: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 408,
                 *       "message": "No data of the upload arrived for 30 s; send the whole body without pausing",
                 *       "error": "Request Timeout"
                 *     }
                 */
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Internal Server Error. An unexpected failure; the body never contains a stack trace. The request may be retried. */
        server_error: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 500,
                 *       "message": "Internal server error",
                 *       "error": "Internal Server Error"
                 *     }
                 */
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Service Unavailable. Something the request needs is temporarily out of reach: the database (refused, or no answer within its timeouts), Redis where the request needs it, or a storage that cannot take writes; or the request's changes kept colliding with concurrent ones. Nothing about the request is wrong and nothing of it was kept. Retry after the number of seconds given in `Retry-After` (README "Database outages"). */
        service_unavailable: {
            headers: {
                /**
                 * @description Seconds to wait before sending the request again.
                 * @example 5
                 */
                "Retry-After": number;
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 503,
                 *       "message": "The service is temporarily unavailable (database); retry later",
                 *       "error": "Service Unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Too Many Requests. The API key exceeded its rate limit. Wait the number of seconds given in `Retry-After` before retrying. */
        too_many_requests: {
            headers: {
                "Retry-After": components["headers"]["retry_after"];
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 429,
                 *       "message": "Rate limit exceeded; retry after 30 seconds",
                 *       "error": "Too Many Requests"
                 *     }
                 */
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Unauthorized. No API key was sent (neither `x-api-key` nor `Authorization: Bearer`), or the key is invalid, revoked or expired (interface "Authentication" rule 3). */
        unauthorized: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
        /** @description Unsupported Media Type. The content (magic bytes) of an uploaded file part is not PDF, PNG, JPEG, WebP or ZIP, whatever its name or declared type says. A ZIP member of another type is not refused: it is listed as `unsupported`. */
        unsupported_media_type: {
            headers: {
                "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 415,
                 *       "message": "File notes.docx is not a PDF, PNG, JPEG, WebP or ZIP file",
                 *       "error": "Unsupported Media Type"
                 *     }
                 */
                "application/json": components["schemas"]["error"];
            };
        };
    };
    parameters: {
        /**
         * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
         * @example 65a1f0c2e4b0a1b2c3d4e5f6
         */
        case_id: string;
        /**
         * @description Restrict the result to this one credential of the case (24 hexadecimal characters, either letter case). Cannot be combined with `uploadId` (both answers 400). Malformed answers 400; a credential that is not in the case, including a deleted credential, answers 404.
         * @example 65a1f0c2e4b0a1b2c3d4e5f8
         */
        credential_id_selector: string;
        /**
         * @description Return only the case with this externalId: a one-item list, or an empty list when no active case has it.
         * @example APP-2024-000123
         */
        external_id_filter: string;
        /**
         * @description The fileId of a file of the case, as listed in the upload's `files` and in the forensics and translation results (24 hexadecimal characters). A file that is not in the case answers 404.
         * @example 65a1f0c2e4b0a1b2c3d4e5fa
         */
        file_id: string;
        /**
         * @description Makes the submission safe to retry (interface POST /cases). Scope: the organization and the key; kept 24 hours. Resending the same key with an identical payload (every form field, every file name and the SHA-256 of every file, in order) answers 202 with the original `{caseId, externalId, upload}`, the upload status as it is now, and creates nothing. The same key with a different payload, or while the first request is still in flight, answers 409. 1 to 255 printable ASCII characters, else 400.
         * @example 3f0c9d1e-8a57-4c1b-9e2f-6b1d2a7c4e90
         */
        idempotency_key: string;
        /**
         * @description Page size, 1 to 100 (interface "Limits"). Out of range answers 400.
         * @example 20
         */
        limit: number;
        /**
         * @description Number of items to skip, 0 or more; at most 1000000. Out of range answers 400.
         * @example 0
         */
        offset: number;
        /**
         * @description The credential whose general evaluation (the row with `targetInstitute: null`) is reported, whatever targets are configured. Send exactly one of `evaluationId` and `credentialId`: neither or both answers 400. Malformed answers 400; a credential not in the case, or one without a general evaluation row, answers 404; an unfinished general evaluation answers 409.
         * @example 65a1f0c2e4b0a1b2c3d4e5f8
         */
        report_credential_id: string;
        /**
         * @description The evaluation to report on: any evaluation of the case, including a target-specific one (`evaluations[].evaluationId`). Send exactly one of `evaluationId` and `credentialId`: neither or both answers 400. Malformed answers 400; an evaluation not in the case answers 404; an existing evaluation that is not completed answers 409.
         * @example 65a1f2a0e4b0a1b2c3d4e601
         */
        report_evaluation_id: string;
        /**
         * @description The target institute the combined equivalency is for, taken from an evaluation row's `targetInstitute.id` (not an evaluation ID). Omit it for the general combined equivalency. Malformed answers 400; an unknown target institute answers 404.
         * @example 65a1f1b4e4b0a1b2c3d4e5a1
         */
        target_institute_id: string;
        /**
         * @description Restrict the result to the credentials, files or items produced by this upload of the case (24 hexadecimal characters, either letter case). Usable immediately after the upload. Cannot be combined with `credentialId` (both answers 400). Malformed answers 400; an upload that is not in the case answers 404.
         * @example 65a1f0c2e4b0a1b2c3d4e5f7
         */
        upload_id_selector: string;
        /**
         * @description The webhook configuration ID (24 hexadecimal characters). An ID of another organization's configuration answers 404.
         * @example 65a1f3d8e4b0a1b2c3d4e701
         */
        webhook_config_id: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Number of requests the API key may make in the current rate-limit window (IETF draft `RateLimit` header fields). Sent on every response.
         * @example 600
         */
        ratelimit_limit: number;
        /**
         * @description Number of requests left for the API key in the current rate-limit window. Sent on every response.
         * @example 598
         */
        ratelimit_remaining: number;
        /**
         * @description Seconds until the current rate-limit window resets and `RateLimit-Remaining` is restored to `RateLimit-Limit`. Sent on every response.
         * @example 42
         */
        ratelimit_reset: number;
        /**
         * @description Seconds the client must wait before sending another request with this API key (429 with `Retry-After`).
         * @example 30
         */
        retry_after: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCases: {
        parameters: {
            query?: {
                /**
                 * @description Return only the case with this externalId: a one-item list, or an empty list when no active case has it.
                 * @example APP-2024-000123
                 */
                externalId?: components["parameters"]["external_id_filter"];
                /**
                 * @description Page size, 1 to 100 (interface "Limits"). Out of range answers 400.
                 * @example 20
                 */
                limit?: components["parameters"]["limit"];
                /**
                 * @description Number of items to skip, 0 or more; at most 1000000. Out of range answers 400.
                 * @example 0
                 */
                offset?: components["parameters"]["offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of case summaries with pagination metadata. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["case_list_response"];
                };
            };
            400: components["responses"]["bad_request_list"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createCase: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the submission safe to retry (interface POST /cases). Scope: the organization and the key; kept 24 hours. Resending the same key with an identical payload (every form field, every file name and the SHA-256 of every file, in order) answers 202 with the original `{caseId, externalId, upload}`, the upload status as it is now, and creates nothing. The same key with a different payload, or while the first request is still in flight, answers 409. 1 to 255 printable ASCII characters, else 400.
                 * @example 3f0c9d1e-8a57-4c1b-9e2f-6b1d2a7c4e90
                 */
                "Idempotency-Key"?: components["parameters"]["idempotency_key"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The files and form fields of the submission. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description The documents: one or more multipart parts, all named `files` (`curl -F files=@transcript.pdf -F files=@diploma.pdf`). At most 20 files, each at most 100 MiB and together at most 100 MiB. Accepted formats: PDF, PNG, JPG/JPEG, WebP and ZIP, recognized by content (magic bytes), not by name or part content type; PDFs have at most 200 pages in production. Members of a ZIP replace it in the upload's files; members of another type are listed as `unsupported` and not processed.
                     *
                     *     An array of binary strings, so that generated clients take a list of files (a `Blob`/`File` list in TypeScript) and send one part each; one file is a list of one.
                     */
                    files: Blob[];
                    /**
                     * @description The partner's reference for the candidate's case, unique per organization, 1 to 128 characters, at least one of them visible (a letter, digit, punctuation or symbol: a value made only of spaces, control or invisible characters answers 400). An existing value appends a new upload to that case; otherwise a new case is created. The externalId of a deleted case answers 409.
                     * @example APP-2024-000123
                     */
                    externalId: string;
                    /**
                     * @description Case ID or case number of an existing case created in the operator UI. The files become a new upload on it and the case is linked to this externalId. A case can be linked once; later submissions with the same externalId go to it. A matching externalId alone never links a case.
                     * @example 100002
                     */
                    caseId?: string;
                    /**
                     * @description A JSON array (as a string) of the features to run: `extraction`, `forensics`, `translation`. Default: all three. A feature not requested does not run and sends no events (an operator may start it later; its results then appear in the API). `evaluation` is not a feature: it is done by an operator and answers 400 here, like any other unknown name or a value that is not a JSON array. `[]` together with `classify` false answers 400.
                     * @example ["extraction","forensics","translation"]
                     */
                    features?: string;
                    /**
                     * @description `true` (default): the files are analysed and split into credentials, one per qualification. `false`: classification is skipped, no `case.classification.*` event is sent, and the whole upload becomes one `academic` credential.
                     * @default true
                     * @example true
                     */
                    classify?: boolean;
                    /**
                     * @description A JSON object (as a string) of key-value pairs stored with the case and returned as `metadata`; values must be strings, numbers or booleans (`null`, arrays and objects answer 400). At most 100 keys, string values at most 2048 characters.
                     * @example {"applicationRound":"2024-fall","program":"MSc Data Science","priority":2}
                     */
                    metadata?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the files are stored and processing continues in the background. `data` holds the case ID, the externalId and the new upload (for an idempotent replay, the original upload with its current status). */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["case_submission_response"];
                };
            };
            400: components["responses"]["bad_request_submission"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            408: components["responses"]["request_timeout"];
            409: components["responses"]["conflict"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
            507: components["responses"]["insufficient_storage"];
        };
    };
    getCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The case. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["case_response"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    deleteCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. No body. */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getCaseExtraction: {
        parameters: {
            query?: {
                /**
                 * @description Restrict the result to the credentials, files or items produced by this upload of the case (24 hexadecimal characters, either letter case). Usable immediately after the upload. Cannot be combined with `credentialId` (both answers 400). Malformed answers 400; an upload that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f7
                 */
                uploadId?: components["parameters"]["upload_id_selector"];
                /**
                 * @description Restrict the result to this one credential of the case (24 hexadecimal characters, either letter case). Cannot be combined with `uploadId` (both answers 400). Malformed answers 400; a credential that is not in the case, including a deleted credential, answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f8
                 */
                credentialId?: components["parameters"]["credential_id_selector"];
            };
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results, with per-item statuses. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["extraction_result_response"];
                };
            };
            400: components["responses"]["bad_request_selectors"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getCaseForensics: {
        parameters: {
            query?: {
                /**
                 * @description Restrict the result to the credentials, files or items produced by this upload of the case (24 hexadecimal characters, either letter case). Usable immediately after the upload. Cannot be combined with `credentialId` (both answers 400). Malformed answers 400; an upload that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f7
                 */
                uploadId?: components["parameters"]["upload_id_selector"];
                /**
                 * @description Restrict the result to this one credential of the case (24 hexadecimal characters, either letter case). Cannot be combined with `uploadId` (both answers 400). Malformed answers 400; a credential that is not in the case, including a deleted credential, answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f8
                 */
                credentialId?: components["parameters"]["credential_id_selector"];
            };
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results, with per-item statuses. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["forensics_result_response"];
                };
            };
            400: components["responses"]["bad_request_selectors"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getCaseTranslation: {
        parameters: {
            query?: {
                /**
                 * @description Restrict the result to the credentials, files or items produced by this upload of the case (24 hexadecimal characters, either letter case). Usable immediately after the upload. Cannot be combined with `credentialId` (both answers 400). Malformed answers 400; an upload that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f7
                 */
                uploadId?: components["parameters"]["upload_id_selector"];
                /**
                 * @description Restrict the result to this one credential of the case (24 hexadecimal characters, either letter case). Cannot be combined with `uploadId` (both answers 400). Malformed answers 400; a credential that is not in the case, including a deleted credential, answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f8
                 */
                credentialId?: components["parameters"]["credential_id_selector"];
            };
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results, with per-item statuses. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["translation_result_response"];
                };
            };
            400: components["responses"]["bad_request_selectors"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    downloadCaseFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
                /**
                 * @description The fileId of a file of the case, as listed in the upload's `files` and in the forensics and translation results (24 hexadecimal characters). A file that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5fa
                 */
                fileId: components["parameters"]["file_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document as a file attachment, with the media type detected from its content (PDF, PNG, JPEG or WebP). */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename=<name>`; the name is the file's display name or is derived from it.
                     * @example attachment; filename=transcript.pdf
                     */
                    "Content-Disposition": components["schemas"]["file_content_disposition"];
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 (binary document content) */
                    "application/pdf": components["schemas"]["binary_file"];
                    /** @example (binary PNG content) */
                    "image/png": components["schemas"]["binary_file"];
                    /** @example (binary JPEG content) */
                    "image/jpeg": components["schemas"]["binary_file"];
                    /** @example (binary WebP content) */
                    "image/webp": components["schemas"]["binary_file"];
                };
            };
            400: components["responses"]["bad_request_file"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    downloadForensicsReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
                /**
                 * @description The fileId of a file of the case, as listed in the upload's `files` and in the forensics and translation results (24 hexadecimal characters). A file that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5fa
                 */
                fileId: components["parameters"]["file_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report as a PDF file attachment. */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename=<name>`; the name is the file's display name or is derived from it.
                     * @example attachment; filename=transcript.pdf_forensics.pdf
                     */
                    "Content-Disposition": components["schemas"]["file_content_disposition"];
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 (binary report content) */
                    "application/pdf": components["schemas"]["binary_file"];
                };
            };
            400: components["responses"]["bad_request_file"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getForensicsViewer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
                /**
                 * @description The fileId of a file of the case, as listed in the upload's `files` and in the forensics and translation results (24 hexadecimal characters). A file that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5fa
                 */
                fileId: components["parameters"]["file_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The viewer page. */
            200: {
                headers: {
                    /**
                     * @description `inline; filename=<name>`; the name is the file's display name or is derived from it.
                     * @example inline; filename=transcript.pdf_forensics.html
                     */
                    "Content-Disposition": components["schemas"]["file_content_disposition"];
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!DOCTYPE html><html lang=\"en\"><head><title>Forensics</title></head><body>…</body></html> */
                    "text/html": components["schemas"]["html_page"];
                };
            };
            400: components["responses"]["bad_request_file"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    downloadTranslationPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
                /**
                 * @description The fileId of a file of the case, as listed in the upload's `files` and in the forensics and translation results (24 hexadecimal characters). A file that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5fa
                 */
                fileId: components["parameters"]["file_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rendered translation as a PDF file attachment. */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename=<name>`; the name is the file's display name or is derived from it.
                     * @example attachment; filename=transcript.pdf_translation.pdf
                     */
                    "Content-Disposition": components["schemas"]["file_content_disposition"];
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 (binary rendering) */
                    "application/pdf": components["schemas"]["binary_file"];
                };
            };
            400: components["responses"]["bad_request_file"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getCaseEvaluation: {
        parameters: {
            query?: {
                /**
                 * @description Restrict the result to the credentials, files or items produced by this upload of the case (24 hexadecimal characters, either letter case). Usable immediately after the upload. Cannot be combined with `credentialId` (both answers 400). Malformed answers 400; an upload that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f7
                 */
                uploadId?: components["parameters"]["upload_id_selector"];
                /**
                 * @description Restrict the result to this one credential of the case (24 hexadecimal characters, either letter case). Cannot be combined with `uploadId` (both answers 400). Malformed answers 400; a credential that is not in the case, including a deleted credential, answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f8
                 */
                credentialId?: components["parameters"]["credential_id_selector"];
            };
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluation results, finished or not. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["evaluation_result_response"];
                };
            };
            400: components["responses"]["bad_request_selectors"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getCaseEvaluationCombined: {
        parameters: {
            query?: {
                /**
                 * @description The target institute the combined equivalency is for, taken from an evaluation row's `targetInstitute.id` (not an evaluation ID). Omit it for the general combined equivalency. Malformed answers 400; an unknown target institute answers 404.
                 * @example 65a1f1b4e4b0a1b2c3d4e5a1
                 */
                targetInstituteId?: components["parameters"]["target_institute_id"];
                /**
                 * @description Restrict the result to the credentials, files or items produced by this upload of the case (24 hexadecimal characters, either letter case). Usable immediately after the upload. Cannot be combined with `credentialId` (both answers 400). Malformed answers 400; an upload that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f7
                 */
                uploadId?: components["parameters"]["upload_id_selector"];
                /**
                 * @description Restrict the result to this one credential of the case (24 hexadecimal characters, either letter case). Cannot be combined with `uploadId` (both answers 400). Malformed answers 400; a credential that is not in the case, including a deleted credential, answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f8
                 */
                credentialId?: components["parameters"]["credential_id_selector"];
            };
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The combined equivalency, ready or not. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["combined_evaluation_response"];
                };
            };
            400: components["responses"]["bad_request_target"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    downloadEvaluationReportPdf: {
        parameters: {
            query?: {
                /**
                 * @description The evaluation to report on: any evaluation of the case, including a target-specific one (`evaluations[].evaluationId`). Send exactly one of `evaluationId` and `credentialId`: neither or both answers 400. Malformed answers 400; an evaluation not in the case answers 404; an existing evaluation that is not completed answers 409.
                 * @example 65a1f2a0e4b0a1b2c3d4e601
                 */
                evaluationId?: components["parameters"]["report_evaluation_id"];
                /**
                 * @description The credential whose general evaluation (the row with `targetInstitute: null`) is reported, whatever targets are configured. Send exactly one of `evaluationId` and `credentialId`: neither or both answers 400. Malformed answers 400; a credential not in the case, or one without a general evaluation row, answers 404; an unfinished general evaluation answers 409.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f8
                 */
                credentialId?: components["parameters"]["report_credential_id"];
            };
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report as a file attachment (not a JSON envelope); the file name is in `Content-Disposition`. */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename=<name>`; clients read the file name from this header.
                     * @example attachment; filename=Amara_Okafor_100001_evaluation.pdf
                     */
                    "Content-Disposition": components["schemas"]["content_disposition"];
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 (binary PDF content) */
                    "application/pdf": components["schemas"]["pdf_report"];
                };
            };
            400: components["responses"]["bad_request_report"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    downloadEvaluationReportXlsx: {
        parameters: {
            query?: {
                /**
                 * @description The evaluation to report on: any evaluation of the case, including a target-specific one (`evaluations[].evaluationId`). Send exactly one of `evaluationId` and `credentialId`: neither or both answers 400. Malformed answers 400; an evaluation not in the case answers 404; an existing evaluation that is not completed answers 409.
                 * @example 65a1f2a0e4b0a1b2c3d4e601
                 */
                evaluationId?: components["parameters"]["report_evaluation_id"];
                /**
                 * @description The credential whose general evaluation (the row with `targetInstitute: null`) is reported, whatever targets are configured. Send exactly one of `evaluationId` and `credentialId`: neither or both answers 400. Malformed answers 400; a credential not in the case, or one without a general evaluation row, answers 404; an unfinished general evaluation answers 409.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f8
                 */
                credentialId?: components["parameters"]["report_credential_id"];
            };
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report as a file attachment (not a JSON envelope); the file name is in `Content-Disposition`. */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename=<name>`; clients read the file name from this header.
                     * @example attachment; filename=Amara_Okafor_100001_evaluation.xlsx
                     */
                    "Content-Disposition": components["schemas"]["content_disposition"];
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK (binary XLSX content) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["xlsx_report"];
                };
            };
            400: components["responses"]["bad_request_report"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    downloadCombinedReportPdf: {
        parameters: {
            query?: {
                /**
                 * @description The target institute the combined equivalency is for, taken from an evaluation row's `targetInstitute.id` (not an evaluation ID). Omit it for the general combined equivalency. Malformed answers 400; an unknown target institute answers 404.
                 * @example 65a1f1b4e4b0a1b2c3d4e5a1
                 */
                targetInstituteId?: components["parameters"]["target_institute_id"];
            };
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report as a file attachment (not a JSON envelope); the file name is in `Content-Disposition`. */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename=<name>`; clients read the file name from this header.
                     * @example attachment; filename=Amara_Okafor_100001_combined.pdf
                     */
                    "Content-Disposition": components["schemas"]["content_disposition"];
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 (binary PDF content) */
                    "application/pdf": components["schemas"]["pdf_report"];
                };
            };
            400: components["responses"]["bad_request_target"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    downloadCombinedReportXlsx: {
        parameters: {
            query?: {
                /**
                 * @description The target institute the combined equivalency is for, taken from an evaluation row's `targetInstitute.id` (not an evaluation ID). Omit it for the general combined equivalency. Malformed answers 400; an unknown target institute answers 404.
                 * @example 65a1f1b4e4b0a1b2c3d4e5a1
                 */
                targetInstituteId?: components["parameters"]["target_institute_id"];
            };
            header?: never;
            path: {
                /**
                 * @description The case ID (24 hexadecimal characters) or the case number (digits only) of a case of the caller's organization (interface "Identifiers"). A 24-character value is always read as a case ID. A value that is neither answers 400; a well-formed value that names no case visible to the caller (unknown, deleted, or another organization's case, including another organization's case number) answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f6
                 */
                id: components["parameters"]["case_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report as a file attachment (not a JSON envelope); the file name is in `Content-Disposition`. */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename=<name>`; clients read the file name from this header.
                     * @example attachment; filename=Amara_Okafor_100001_combined.xlsx
                     */
                    "Content-Disposition": components["schemas"]["content_disposition"];
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example PK (binary XLSX content) */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["xlsx_report"];
                };
            };
            400: components["responses"]["bad_request_target"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    listWebhookConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook configurations. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook_config_list_response"];
                };
            };
            400: components["responses"]["bad_request_url"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createWebhookConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["webhook_config_create"];
            };
        };
        responses: {
            /** @description Registered. The configuration, without the `apiKey`. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook_config_response"];
                };
            };
            400: components["responses"]["bad_request_webhook_config"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getWebhookConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook configuration ID (24 hexadecimal characters). An ID of another organization's configuration answers 404.
                 * @example 65a1f3d8e4b0a1b2c3d4e701
                 */
                id: components["parameters"]["webhook_config_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook configuration. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook_config_response"];
                };
            };
            400: components["responses"]["bad_request_webhook_id"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    deleteWebhookConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The webhook configuration ID (24 hexadecimal characters). An ID of another organization's configuration answers 404.
                 * @example 65a1f3d8e4b0a1b2c3d4e701
                 */
                id: components["parameters"]["webhook_config_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. No body. */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["bad_request_webhook_id"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
}
