// GENERATED from spec/operator/ by scripts/spec/generate.ts. Do not edit; run npm run generate.
// TypeScript types of generated/operator/openapi.yaml, produced by openapi-typescript.

export interface paths {
    "/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's cases
         * @description Lists every active case of the organization, newest first (`createdAt`
         *     descending, then `id` descending): cases created through the partner API
         *     and cases created by an operator alike; deleted cases are omitted. The
         *     same paging as the partner API's `GET /cases`: `limit` 1 to 100
         *     (default 20), `offset` from 0, out of range 400; `externalId` narrows
         *     the list to a one-item or empty list.
         */
        get: operations["listOperatorCases"];
        put?: never;
        /**
         * Create a case
         * @description Creates a case for a candidate whose documents did not come through the
         *     partner API (interface "Cases created in the operator UI"). The case gets
         *     the next case number and no `externalId`: a partner links one later by
         *     sending the case ID or number as `caseId` to the partner `POST /cases`.
         *     Until then no webhooks are sent for its processing. Add files with
         *     `POST /cases/{id}/uploads` and credentials by hand with
         *     `POST /cases/{id}/credentials`. The partner API lists and reads the case
         *     at once; its `DELETE /cases/{id}` answers 403 for it.
         */
        post: operations["createOperatorCase"];
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
         * @description The case with all its uploads and credentials, as the partner API's
         *     `GET /cases/{id}` shows it, plus its `origin`. `{id}` is the case ID or
         *     the case number. Unknown, deleted or other-organization cases answer 404.
         */
        get: operations["getOperatorCase"];
        put?: never;
        post?: never;
        /**
         * Delete a case
         * @description Deletes a case of the organization, whoever created it (the partner API
         *     deletes only the cases it created). As for the partner deletion: the
         *     case row is kept, soft-deleted, so its `externalId` stays reserved; its
         *     uploads, credentials, results and stored files are removed. Afterwards
         *     every request for it answers 404, in this API and in the partner API.
         */
        delete: operations["deleteOperatorCase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload files to a case
         * @description Adds an upload to a case of the organization and starts its processing:
         *     the files and processing choices of the partner API's `POST /cases`
         *     (`files`, `features`, `classify`, with its limits and 400/408/413/415/429
         *     answers, and 503/507 when the storage cannot take the files), without its
         *     case fields. Processing is asynchronous: 202 as soon
         *     as the files are stored. The upload lists only the features chosen; start
         *     others later with `POST /cases/{id}/uploads/{uploadId}/features`. No
         *     webhooks are sent for the processing of an operator-created case that no
         *     partner has linked (interface "Events" rule 7).
         */
        post: operations["createOperatorUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a credential by hand
         * @description Adds a credential the operator read from documents the service did not
         *     process (interface "Cases created in the operator UI": its `uploadId` is
         *     null). The credential reads `completed` at once (there is nothing to
         *     extract); the candidate, institution and qualification typed here are what
         *     the extraction results and the evaluation views show for it, in this API
         *     and in the partner API. An `academic` credential can then be evaluated.
         */
        post: operations["addOperatorCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/uploads/{uploadId}/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a feature on an upload
         * @description Starts a feature that was not requested with the upload (interface
         *     "POST /cases" features: "an operator may start it later and its results
         *     then appear in the API"). The feature is listed on the upload at once
         *     (`queued`) and runs in the background; its results then appear in the
         *     results routes of this API and of the partner API. A feature the upload
         *     already lists is left alone (`started: false`): this does not re-run a
         *     finished feature.
         */
        post: operations["startOperatorFeature"];
        delete?: never;
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
         * @description The extraction results of the case: the same data as the partner API's
         *     `GET /cases/{id}/extraction` (interface "Results"), including results of
         *     features an operator started later and the values typed for credentials
         *     added by hand.
         *
         *     Optional selectors: `uploadId` (what that upload produced) or
         *     `credentialId` (one credential); both answers 400, a malformed value
         *     answers 400, and a selector that names nothing in the case answers 404.
         */
        get: operations["getOperatorExtraction"];
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
         * @description The forensics results of the case: the same data as the partner API's
         *     `GET /cases/{id}/forensics` (interface "Results"), including results of
         *     features an operator started later.
         *
         *     Optional selectors: `uploadId` (what that upload produced) or
         *     `credentialId` (one credential); both answers 400, a malformed value
         *     answers 400, and a selector that names nothing in the case answers 404.
         */
        get: operations["getOperatorForensics"];
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
         * @description The translation results of the case: the same data as the partner API's
         *     `GET /cases/{id}/translation` (interface "Results"), including results of
         *     features an operator started later. A case never translated answers 409.
         *
         *     Optional selectors: `uploadId` (what that upload produced) or
         *     `credentialId` (one credential); both answers 400, a malformed value
         *     answers 400, and a selector that names nothing in the case answers 404.
         */
        get: operations["getOperatorTranslation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/target-institutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List target institutes
         * @description Every target institute of the organization, by name: the institutes
         *     evaluations can be made for.
         */
        get: operations["listTargetInstitutes"];
        put?: never;
        /**
         * Create a target institute
         * @description Adds an institute that evaluations can be made for.
         */
        post: operations["createTargetInstitute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/target-institutes/{targetInstituteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a target institute
         * @description One target institute of the organization.
         */
        get: operations["getTargetInstitute"];
        put?: never;
        post?: never;
        /**
         * Delete a target institute
         * @description Deletes a target institute that no evaluation uses; one that evaluations
         *     use answers 409.
         */
        delete: operations["deleteTargetInstitute"];
        options?: never;
        head?: never;
        /**
         * Rename a target institute
         * @description Renames the target institute; evaluations made for it show the new name.
         */
        patch: operations["updateTargetInstitute"];
        trace?: never;
    };
    "/cases/{id}/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the evaluations of a case
         * @description Every evaluation of every credential of the case, oldest first, as full
         *     rows: also several for the same credential and target, and the output of
         *     a reopened evaluation (which partners do not see until it is completed
         *     again).
         */
        get: operations["listCaseEvaluations"];
        put?: never;
        /**
         * Create an evaluation
         * @description Creates an evaluation (`queued`) of a credential of the case: the
         *     general one (`targetInstituteId` null) or one for a target institute.
         *     Several evaluations for the same credential and target are allowed; the
         *     partner API then shows a completed one if any, otherwise the first. A
         *     credential or target institute that does not exist in the case or the
         *     organization answers 404; a credential that cannot be evaluated
         *     (`uncategorized`) answers 409.
         */
        post: operations["createEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations/{evaluationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an evaluation
         * @description One evaluation, with its output even while it is reopened.
         */
        get: operations["getEvaluation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations/{evaluationId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an evaluation
         * @description Moves a `queued` evaluation to `processing` (the operator is working on
         *     it). Any other status answers 409.
         */
        post: operations["startEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations/{evaluationId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an evaluation
         * @description Completes a `queued` or `processing` evaluation with its equivalency,
         *     evaluated courses and note; partners then read them. A completed
         *     evaluation answers 409 (reopen it first). When this makes every evaluable
         *     credential of the case evaluated, the case's evaluation reads `completed`
         *     and `case.evaluation.completed` is sent.
         */
        post: operations["completeEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations/{evaluationId}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen an evaluation
         * @description Moves a `completed` evaluation back to `processing` (interface
         *     "Evaluation row status"): its output stays here but is hidden from
         *     partners until it is completed again. Any other status answers 409.
         */
        post: operations["reopenEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evaluations/{evaluationId}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft an evaluation from extraction
         * @description Drafts the evaluation from its credential's extraction: every extracted
         *     course with its original grade and credits, converted to a US grade,
         *     grade points and semester credits through a grading-scale table (the
         *     one `scaleId` names, or the one the credential's country and grades
         *     select), retaken and non-gradable rows marked, weighted and unweighted
         *     GPA and total credits computed. The draft is kept with the evaluation:
         *     complete it with the output (edited as needed) and the completion
         *     records what changed (`draftChanges`). A completed evaluation answers
         *     409 (reopen it first), and so does a credential without a completed
         *     extraction.
         */
        post: operations["draftEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grading-scales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the grading-scale tables
         * @description Every grading-scale table drafts and conversions use, with its bands,
         *     its results without a grade, its credit unit and the public sources it
         *     is taken from.
         */
        get: operations["listGradingScales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grading-scales/{scaleId}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert grades through a grading-scale table
         * @description Converts printed grades (or marks with their maximum) to US grades and
         *     grade points, and credits in the table's unit to US semester credits.
         *     A grade the table does not know reads `unreadable`, never a guess.
         */
        post: operations["convertGrades"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/combined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the combined equivalency
         * @description The combined equivalency of the case for one target (`targetInstituteId`;
         *     omit it for the general one): the status the partner API reads, the stored
         *     statements, who wrote them, and why the last production failed (no webhook
         *     is sent for a failure). Reading never triggers production.
         */
        get: operations["getOperatorCombined"];
        /**
         * Write the combined equivalency by hand
         * @description Sets the statements of the combined equivalency for the target, written
         *     by the operator; their `credentialIds` are `[]` and `source` reads
         *     `operator`. They replace whatever was there.
         */
        put: operations["writeCombined"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/combined/produce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Produce the combined equivalency
         * @description Asks the service to produce (or produce again) the combined equivalency
         *     for the target from the completed evaluations; it runs in the background
         *     and replaces statements written by hand. While credentials still wait on a
         *     completed evaluation for the target the answer is 409.
         */
        post: operations["produceCombined"];
        delete?: never;
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
         * CaseOrigin
         * @description Where the case was created: `partner` through the partner API's `POST /cases`, `operator` here (or in the operator UI). An operator case has `externalId` null until a partner links it with `caseId`; it stays `operator` after linking.
         * @example operator
         * @enum {string}
         */
        case_origin: "partner" | "operator";
        /**
         * CaseStatus
         * @description Document-processing status of a case; it says nothing about operator evaluation. `queued`: every upload is queued; `processing`: an upload is not terminal yet; `completed`: every upload is terminal and at least one completed (a case with no uploads also reads `completed`); `failed`: every upload failed.
         * @example processing
         * @enum {string}
         */
        case_status: "queued" | "processing" | "completed" | "failed";
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
         * CombinedStatus
         * @description Status of the combined equivalency for the target (interface "Combined equivalency status"). `queued`: nothing evaluated yet. `processing`: the combined equivalency is being produced or credentials are still pending. `completed`: every evaluable credential has a completed evaluation for the target and the combined equivalency is produced. `failed`: production failed (no webhook is sent; a combined report download retries it). Independent of the evaluation status: every credential can read `completed` in the evaluation endpoint while this still reads `processing`.
         * @example completed
         * @enum {string}
         */
        combined_status: "queued" | "processing" | "completed" | "failed";
        /**
         * CombinedWrite
         * @description Body of `PUT /cases/{id}/combined`: the statements an operator writes by hand (1 to 100, each 1 to 10000 characters after trimming). They replace whatever was there; their `credentialIds` are `[]`.
         * @example {
         *       "statements": [
         *         "Bachelor of Science degree in Computer Science from a regionally accredited institution in the United States."
         *       ]
         *     }
         */
        combined_write: {
            /**
             * @example [
             *       "Bachelor of Science degree in Computer Science from a regionally accredited institution in the United States."
             *     ]
             */
            statements: string[];
        };
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
         * @description How a table's credits are read and converted to US semester credits: `semester` × 1, `quarter` × 2/3, `ects` × 0.5, `contact-hours` ÷ 15, `indian` × 1, `uk-cats` and `saqa` × 0.25; `null` when no table applies.
         * @example ects
         * @enum {string|null}
         */
        credit_unit: "semester" | "quarter" | "ects" | "contact-hours" | "indian" | "uk-cats" | "saqa" | null;
        /**
         * DraftChange
         * @description One value the completion changed from the draft.
         */
        draft_change: {
            /**
             * @description `equivalency.<field>`, `equivalency.gpa.weighted`, `courses[<courseId>].<field>`, `courses[<courseId>]` (a course removed or added) or `note`.
             * @example courses[65a1f1a0e4b0a1b2c3d4e611].grade
             */
            path: string;
            /**
             * @description The drafted value (`null` for a course the operator added).
             * @example B+
             */
            draft: (string | null) | number | boolean;
            /**
             * @description The completed value (`null` for a course the operator removed).
             * @example A-
             */
            final: (string | null) | number | boolean;
        };
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
         * EvaluationComplete
         * @description Body of `POST /evaluations/{evaluationId}/complete`: the evaluated output. `equivalency.creditUnit` is required; every other field may be omitted and then reads `null` (`gpa` both `null`, `courses` empty, a course's flags `false`; a course without `courseId` gets a generated one).
         */
        evaluation_complete: {
            /** @description The equivalency (interface "Equivalency"). */
            equivalency: {
                /** @example Bachelor of Science degree */
                usEquivalency?: string | null;
                /** @example Bachelor of Science degree in Computer Science. */
                statement?: string | null;
                /** @example Computer Science */
                fieldOfStudy?: string | null;
                /** @example Four-year bachelor's degree */
                evaluatedAs?: string | null;
                /** @description Decimal values as strings. */
                gpa?: {
                    /** @example 3.71 */
                    weighted?: string | null;
                    /** @example 3.65 */
                    unweighted?: string | null;
                };
                /** @example 124 */
                totalCredits?: number | null;
                /**
                 * @example Semester Credits
                 * @enum {string}
                 */
                creditUnit: "Carnegie Units" | "Semester Credits";
                /**
                 * @description Organization-specific text; it must start with `**`.
                 * @example ** This evaluation is advisory and is based on the documents submitted.
                 */
                disclaimer?: string | null;
            };
            /** @description The evaluated courses (at most 1000). */
            courses?: {
                /**
                 * @description Unique within the evaluation, e.g. the extraction course id; generated when omitted.
                 * @example 65a1f1a0e4b0a1b2c3d4e611
                 */
                courseId?: string;
                /** @example Data Structures and Algorithms */
                courseName?: string | null;
                /** @example A */
                grade?: string | null;
                /** @example 4 */
                point?: number | null;
                /** @example 3 */
                credit?: number | null;
                /** @example false */
                isRetaken?: boolean;
                /** @example false */
                isNonGradable?: boolean;
                /** @example false */
                isExcluded?: boolean;
            }[];
            /**
             * @description The operator's note.
             * @example Grades converted using the University of Lagos five-point scale.
             */
            note?: string | null;
        };
        /**
         * EvaluationCreate
         * @description Body of `POST /cases/{id}/evaluations`: the credential to evaluate and the target (`null`: the general evaluation). Several evaluations for the same credential and target are allowed; the partner API then shows a completed one if any, otherwise the first.
         * @example {
         *       "credentialId": "65a1f0c2e4b0a1b2c3d4e5f8",
         *       "targetInstituteId": null
         *     }
         */
        evaluation_create: {
            /**
             * @description A credential of the case (24 hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f8
             */
            credentialId: string;
            /**
             * @description A target institute of the organization, or `null` for the general evaluation.
             * @example 65a1f1b4e4b0a1b2c3d4e5a1
             */
            targetInstituteId: string | null;
        };
        /**
         * EvaluationDraft
         * @description An evaluation drafted from its credential's extraction: the courses with their original grades and credits converted to US grades, grade points and semester credits through a grading-scale table, retaken and non-gradable rows marked, GPA and total credits computed. The operator edits any value and completes; the completion records what changed.
         */
        evaluation_draft: {
            /**
             * @description The evaluation drafted.
             * @example 65a1f2a0e4b0a1b2c3d4e601
             */
            evaluationId: string;
            /** @description The table used; `null` when none applies (no country printed and no single table reads the grades): name one with `scaleId`. */
            scale: {
                /** @example de-1-5 */
                id: string;
                /** @example Germany: 1.0 (sehr gut) to 5.0 (nicht ausreichend), by the modified Bavarian formula */
                name: string;
                sources: components["schemas"]["scale_source"][];
            } | null;
            creditUnit: components["schemas"]["credit_unit"];
            output: components["schemas"]["evaluation_output"];
            /** @description Per drafted course, in the same order, what it was converted from. */
            sources: {
                /**
                 * @description The extraction's course id (the drafted course's `courseId`).
                 * @example 65a1f1a0e4b0a1b2c3d4e611
                 */
                courseId: string;
                /** @example MA-101 */
                courseNumber: string | null;
                /** @example Wintersemester 2019/20 */
                term: string | null;
                /** @example 1,3 */
                originalGrade: string | null;
                /** @example 10 */
                originalCredits: number | null;
                /** @example null */
                marksScored: number | null;
                /** @example null */
                maximumMarks: number | null;
                /**
                 * @description `graded`; `passed`, `failed` or `not-counted` (a result without a grade, outside the GPA); `unreadable` (the table does not know the grade: the operator decides); `retaken` (an earlier attempt of a course printed again later).
                 * @example graded
                 * @enum {string}
                 */
                conversion: "graded" | "passed" | "failed" | "not-counted" | "unreadable" | "retaken";
            }[];
        };
        /**
         * EvaluationDraftRequest
         * @description Which grading-scale table to draft with; absent or `null`: the table the credential's country and grades select (GET /grading-scales lists them).
         */
        evaluation_draft_request: {
            /**
             * @description A table id from GET /grading-scales.
             * @example de-1-5
             */
            scaleId?: string | null;
        };
        /**
         * EvaluationDraftResponse
         * @description Success envelope holding an evaluation draft.
         */
        evaluation_draft_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["evaluation_draft"];
        };
        /**
         * EvaluationOutput
         * @description An evaluated output {equivalency, courses, note}: the body a completion takes, here as a draft proposes it.
         */
        evaluation_output: {
            equivalency: components["schemas"]["equivalency"];
            /** @description The evaluated courses. */
            courses: components["schemas"]["evaluated_course"][];
            /**
             * @description The operator's note.
             * @example Grades converted with the Germany 1.0-5.0 table.
             */
            note: string | null;
        };
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
         * FeatureStart
         * @description Body of `POST /cases/{id}/uploads/{uploadId}/features`.
         * @example {
         *       "feature": "translation"
         *     }
         */
        feature_start: {
            feature: components["schemas"]["feature_name"];
        };
        /**
         * FeatureStarted
         * @description `data` of the 202 answer of `POST /cases/{id}/uploads/{uploadId}/features`: whether the feature was started now (`false`: the upload already lists it, requested or started before; nothing changed) and the upload as it is now.
         */
        feature_started: {
            /** @example true */
            started: boolean;
            upload: components["schemas"]["upload"];
        };
        /**
         * FeatureStartedResponse
         * @description Success envelope of the 202 answer of `POST /cases/{id}/uploads/{uploadId}/features`.
         */
        feature_started_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["feature_started"];
        };
        /**
         * FeatureStatus
         * @description Status of one feature run on an upload.
         * @example processing
         * @enum {string}
         */
        feature_status: "queued" | "processing" | "completed" | "failed";
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
         * GradeConversionRequest
         * @description Grades (and credits) to convert through one table.
         */
        grade_conversion_request: {
            items: {
                /**
                 * @description The grade as printed (`1,7`, `15.5/20`, `Notable`, `B+`, `зачтено`).
                 * @example 1,7
                 */
                grade?: string | null;
                /**
                 * @description Marks, read when the grade is empty.
                 * @example null
                 */
                marksScored?: number | null;
                /**
                 * @description The maximum the marks (or a grade without `/max`) are out of.
                 * @example null
                 */
                maximumMarks?: number | null;
                /**
                 * @description Credits in the table's unit, converted to US semester credits.
                 * @example 6
                 */
                credits?: number | null;
            }[];
        };
        /**
         * GradeConversionResponse
         * @description Success envelope holding the conversions, in the order asked.
         */
        grade_conversion_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: {
                /** @example de-1-5 */
                scaleId: string;
                items: {
                    /** @example 1,7 */
                    original: string | null;
                    /**
                     * @description `graded`; `passed`, `failed`, `not-counted` (a result without a grade); `unreadable` (the table does not know it).
                     * @example graded
                     * @enum {string}
                     */
                    kind: "graded" | "passed" | "failed" | "not-counted" | "unreadable";
                    /** @example B+ */
                    usGrade: string | null;
                    /** @example 3.3 */
                    points: number | null;
                    /** @example true */
                    passing: boolean | null;
                    /** @example 3 */
                    semesterCredits: number | null;
                }[];
            };
        };
        /**
         * GradingScale
         * @description One grading-scale table: bands (a range of the printed value and the labels printed for it → US grade and grade points) or the modified Bavarian formula, results printed without a grade, and its sources.
         */
        grading_scale: {
            /** @example es-10 */
            id: string;
            /** @example Spain: calificaciones 0-10 (sobresaliente, notable, aprobado, suspenso) */
            name: string;
            /** @description ISO 3166-1 alpha-2 codes of the countries whose documents use it. */
            countries: string[];
            creditUnit: components["schemas"]["credit_unit"];
            /**
             * @example bands
             * @enum {string}
             */
            kind: "bands" | "bavarian";
            /**
             * @description Bands - the maximum of the scale; a mark printed with another maximum is rescaled to it.
             * @example 10
             */
            percentOf?: number;
            /**
             * @description Bavarian - the best grade of the scale.
             * @example 1
             */
            best?: number;
            /**
             * @description Bavarian - the minimum passing grade of the scale.
             * @example 4
             */
            minPass?: number;
            /** @description Bavarian - words printed for a grade, with the grade they stand for. */
            words?: {
                /** @example SEHR GUT */
                word: string;
                /** @example 1 */
                grade: number;
            }[];
            /** @description The bands (empty for a formula table). */
            bands: {
                /** @example 9 */
                min?: number;
                /** @example 10 */
                max?: number;
                labels: string[];
                /** @example A */
                us: string;
                /** @example 4 */
                points: number;
                /** @example true */
                passing?: boolean;
            }[];
            /** @description Results printed without a grade - passed (credits, no GPA), failed, not counted. */
            withoutGrade: {
                passed: string[];
                failed: string[];
                notCounted: string[];
            };
            sources: components["schemas"]["scale_source"][];
            /** @example 5.0 passes. */
            notes: string;
        };
        /**
         * GradingScaleListResponse
         * @description Success envelope holding every grading-scale table.
         */
        grading_scale_list_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["grading_scale"][];
        };
        /**
         * HandCandidate
         * @description The candidate as the operator read it from the documents. Every field is optional; an omitted field is stored as `null` (nothing is invented).
         */
        hand_candidate: {
            /** @example Amara Okafor */
            fullName?: string | null;
            /** @example Amara */
            firstName?: string | null;
            /** @example Okafor */
            lastName?: string | null;
            /**
             * @description As printed on the documents (the evaluation view shows it as MM/DD/YYYY when it reads as a date).
             * @example 1997-03-14
             */
            dateOfBirth?: string | null;
        };
        /**
         * HandCredentialCreate
         * @description Body of `POST /cases/{id}/credentials`: a credential the operator adds by hand, with what they read from documents the service did not process (interface "Cases created in the operator UI": `uploadId` null). The credential reads `completed` at once: there is nothing to extract, and the extraction and evaluation views show the typed values.
         * @example {
         *       "credentialType": "academic",
         *       "candidate": {
         *         "fullName": "Amara Okafor",
         *         "dateOfBirth": "1997-03-14"
         *       },
         *       "institution": {
         *         "name": "University of Lagos",
         *         "country": "Nigeria"
         *       },
         *       "qualification": {
         *         "name": "Bachelor of Science",
         *         "level": "Bachelor",
         *         "program": "Computer Science",
         *         "yearOfAdmission": 2015,
         *         "yearOfCompletion": 2019,
         *         "programDuration": "4",
         *         "dateOfIssue": "2019-09-12"
         *       }
         *     }
         */
        hand_credential_create: {
            credentialType: components["schemas"]["credential_type"];
            candidate?: components["schemas"]["hand_candidate"];
            institution?: components["schemas"]["hand_institution"];
            qualification?: components["schemas"]["hand_qualification"];
        };
        /**
         * HandCredentialResponse
         * @description Success envelope of the 201 answer of `POST /cases/{id}/credentials`: the new credential as the extraction results show it.
         */
        hand_credential_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["extraction_credential"];
        };
        /**
         * HandInstitution
         * @description The issuing institution as the operator read it. Every field is optional; an omitted field is stored as `null`.
         */
        hand_institution: {
            /** @example University of Lagos */
            name?: string | null;
            /** @example Nigeria */
            country?: string | null;
            /** @example NG */
            countryCode?: string | null;
            /** @example Lagos */
            state?: string | null;
            /** @example LA */
            stateCode?: string | null;
        };
        /**
         * HandQualification
         * @description The qualification as the operator read it, in the fields of the extraction results. Every field is optional; an omitted field is stored as `null`.
         */
        hand_qualification: {
            /** @example 150805023 */
            registrationNumber?: string | null;
            /** @example Bachelor of Science */
            name?: string | null;
            /** @example Bachelor */
            level?: string | null;
            /** @example Computer Science */
            program?: string | null;
            /** @example Computer Science */
            majorOrSpecialization?: string | null;
            /** @example Awarded */
            status?: string | null;
            /**
             * Format: int32
             * @example 2015
             */
            yearOfAdmission?: number | null;
            /**
             * Format: int32
             * @example 2019
             */
            yearOfCompletion?: number | null;
            /**
             * @description Decimals are carried as strings.
             * @example 4
             */
            programDuration?: string | null;
            /**
             * @description As printed; the evaluation view shows it as dateOfAward, MM/DD/YYYY when it reads as a date.
             * @example 2019-09-12
             */
            dateOfIssue?: string | null;
            /** @example 4.52 */
            cgpa?: string | null;
            /** @example 162 */
            totalCreditsOrMarks?: string | null;
        };
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
         * OperatorCase
         * @description A case as the partner API's `GET /cases/{id}` shows it (interface "Case"), plus its `origin`.
         */
        operator_case: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            id: string;
            /**
             * @description The partner's reference for the case; `null` for a case created by an operator and not linked yet.
             * @example null
             */
            externalId: string | null;
            /**
             * Format: int64
             * @description Case number, assigned when the case is created.
             * @example 100002
             */
            caseNumber: number;
            origin: components["schemas"]["case_origin"];
            status: components["schemas"]["case_status"];
            /** @description Every upload of the case, oldest first. */
            uploads: components["schemas"]["upload"][];
            /** @description Every credential of the case, oldest first; a credential an operator added by hand has `uploadId` null. */
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
         * OperatorCaseCreate
         * @description Body of `POST /cases`: optional metadata. The case gets no externalId (a partner links one later with `caseId`) and the next case number.
         * @example {
         *       "metadata": {
         *         "applicationRound": "2024-fall",
         *         "program": "MSc Data Science"
         *       }
         *     }
         */
        operator_case_create: {
            metadata?: components["schemas"]["metadata"];
        };
        /**
         * OperatorCaseListResponse
         * @description Success envelope of the operator's case list: newest first (createdAt descending, then id descending), with pagination in meta.
         */
        operator_case_list_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["pagination_meta"];
            /** @description The page of case summaries. */
            data: components["schemas"]["operator_case_summary"][];
        };
        /**
         * OperatorCaseResponse
         * @description Success envelope holding an operator's view of a case.
         */
        operator_case_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["operator_case"];
        };
        /**
         * OperatorCaseSummary
         * @description An item of the operator's case list (the partner case summary plus `origin`).
         */
        operator_case_summary: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            id: string;
            /**
             * @description The partner's reference; `null` for an operator case not linked yet.
             * @example APP-2024-000123
             */
            externalId: string | null;
            /**
             * Format: int64
             * @description Case number.
             * @example 100001
             */
            caseNumber: number;
            origin: components["schemas"]["case_origin"];
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
         * OperatorCombined
         * @description The combined equivalency of a case for one target, as the operator sees it: the status the partner API reads, the stored statements (also while not completed), who wrote them, and why the last production failed.
         */
        operator_combined: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            caseId: string;
            targetInstitute: components["schemas"]["target_institute"];
            status: components["schemas"]["combined_status"];
            /** @description The stored statements; `[]` if none. */
            statements: components["schemas"]["combined_equivalency_statement"][];
            /**
             * @description Who wrote the statements: `service` (produced) or `operator` (written by hand); `null` when there are none.
             * @example service
             * @enum {string|null}
             */
            source: "service" | "operator" | null;
            /**
             * @description Why the last production failed; `null` otherwise.
             * @example null
             */
            error: string | null;
            /**
             * Format: date-time
             * @description When the statements were produced or written; `null` when there are none.
             * @example 2024-01-15T16:45:00.000Z
             */
            producedAt: string | null;
            /**
             * @description Evaluable credentials still without a completed evaluation for the target.
             * @example []
             */
            pendingCredentialIds: string[];
        };
        /**
         * OperatorCombinedResponse
         * @description Success envelope holding the combined equivalency for one target.
         */
        operator_combined_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["operator_combined"];
        };
        /**
         * OperatorEvaluation
         * @description An evaluation as the operator sees it: the full row, with the latest completed output even while it is reopened (`processing`), when partners do not see it.
         */
        operator_evaluation: {
            /**
             * @description Evaluation ID (24 lowercase hexadecimal characters); `evaluationId` in the partner API.
             * @example 65a1f2a0e4b0a1b2c3d4e601
             */
            id: string;
            /**
             * @description The case of the credential.
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            caseId: string;
            /**
             * @description The credential evaluated.
             * @example 65a1f0c2e4b0a1b2c3d4e5f8
             */
            credentialId: string;
            targetInstitute: components["schemas"]["target_institute"];
            /**
             * @description `queued` when created, `processing` once started or reopened, `completed` once completed. There is no `failed`.
             * @example completed
             * @enum {string}
             */
            status: "queued" | "processing" | "completed";
            /**
             * Format: date-time
             * @description The latest completion, kept across a reopen; `null` if never completed.
             * @example 2024-01-15T16:42:05.000Z
             */
            completedAt: string | null;
            /** @description The evaluated output the latest completion set (interface "Evaluation row, completed"); `null` if never completed. Kept across a reopen; partners see it only while the evaluation is completed. */
            output: {
                equivalency: components["schemas"]["equivalency"];
                /** @description The evaluated courses. */
                courses: components["schemas"]["evaluated_course"][];
                /**
                 * @description The operator's note.
                 * @example Grades converted using the University of Lagos five-point scale.
                 */
                note: string | null;
            } | null;
            /** @description What the latest completion changed from the draft the operator asked for before it (POST /evaluations/{evaluationId}/draft); `null` when that completion was not drafted, or before any completion. */
            draftChanges: components["schemas"]["draft_change"][] | null;
            /**
             * Format: date-time
             * @description When the evaluation was created.
             * @example 2024-01-14T10:02:11.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the evaluation last changed.
             * @example 2024-01-15T16:42:05.000Z
             */
            updatedAt: string;
        };
        /**
         * OperatorEvaluationListResponse
         * @description Success envelope holding every evaluation of a case.
         */
        operator_evaluation_list_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            /** @description Every evaluation of every credential of the case, oldest first, also several for the same credential and target. */
            data: components["schemas"]["operator_evaluation"][];
        };
        /**
         * OperatorEvaluationResponse
         * @description Success envelope holding an evaluation.
         */
        operator_evaluation_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["operator_evaluation"];
        };
        /**
         * OperatorUpload
         * @description `data` of the 202 answer of `POST /cases/{id}/uploads`: the case and the new upload.
         */
        operator_upload: {
            /**
             * @description Case ID (24 lowercase hexadecimal characters).
             * @example 65a1f0c2e4b0a1b2c3d4e5f6
             */
            caseId: string;
            /**
             * @description The case's externalId; `null` for an operator case not linked yet.
             * @example null
             */
            externalId: string | null;
            upload: components["schemas"]["upload"];
        };
        /**
         * OperatorUploadResponse
         * @description Success envelope of the 202 answer of POST /cases/{id}/uploads.
         */
        operator_upload_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["operator_upload"];
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
         * GradingScaleSource
         * @description A public source a table's bands are taken from.
         */
        scale_source: {
            /** @example University of Passau: the modified Bavarian formula */
            title: string;
            /**
             * Format: uri
             * @example https://www.sobi.uni-passau.de/en/study/examinations/grade-conversion
             */
            url: string;
        };
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
         * TargetInstituteInput
         * @description Body of creating or renaming a target institute: its name, 1 to 500 characters after trimming.
         * @example {
         *       "name": "University of Toronto"
         *     }
         */
        target_institute_input: {
            /** @example University of Toronto */
            name: string;
        };
        /**
         * TargetInstituteListResponse
         * @description Success envelope holding every target institute of the organization, by name.
         */
        target_institute_list_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            /** @description Every target institute of the organization, by name. */
            data: components["schemas"]["target_institute_record"][];
        };
        /**
         * TargetInstituteRecord
         * @description A target institute of the organization: an institute evaluations can be made for. Its `id` is what evaluation rows show as `targetInstitute.id` and what the combined routes take as `targetInstituteId`.
         */
        target_institute_record: {
            /**
             * @description Target institute ID (24 lowercase hexadecimal characters).
             * @example 65a1f1b4e4b0a1b2c3d4e5a1
             */
            id: string;
            /** @example University of Toronto */
            name: string;
            /**
             * Format: date-time
             * @description When the target institute was created.
             * @example 2024-01-10T08:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was last renamed.
             * @example 2024-01-10T08:00:00.000Z
             */
            updatedAt: string;
        };
        /**
         * TargetInstituteResponse
         * @description Success envelope holding a target institute.
         */
        target_institute_response: {
            success: components["schemas"]["success_flag"];
            message: components["schemas"]["success_message"];
            meta: components["schemas"]["empty_meta"];
            data: components["schemas"]["target_institute_record"];
        };
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
        /** @description Bad Request (interface "Errors"): an invalid body field (`metadata` not an object of string, number or boolean values, an unknown field). `details` lists the offending fields. */
        bad_request_case_body: {
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
        /** @description Bad Request (interface "Errors"): a `{evaluationId}` that is not 24 hexadecimal characters, or an invalid body field. `details` lists the offending fields. */
        bad_request_evaluation: {
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
        /** @description Bad Request (interface "Errors"): a `{scaleId}` that is not a table id's form, or an invalid body (no items, a grade too long, a negative number). `details` lists the offending fields. */
        bad_request_grade_conversion: {
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
        /** @description Bad Request (interface "Errors"): a `{targetInstituteId}` that is not 24 hexadecimal characters, or an invalid body field. `details` lists the offending fields. */
        bad_request_target_institute: {
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
        /** @description Bad Request (interface "Errors"): a missing or invalid `name`, or an unknown field. `details` lists the offending fields. */
        bad_request_target_institute_body: {
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
        /** @description Bad Request (interface "Errors"): an invalid form field (no files, more than 20 files, `features` not a JSON array of known names, `classify` false with empty `features`, a field of the partner API's form such as `externalId`), or a case `{id}` that is neither 24 hexadecimal characters nor digits only. `details` lists the offending fields. */
        bad_request_upload: {
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
        /** @description Unsupported Media Type. The request has a body whose content type is not `application/json`, which the operation takes. */
        json_unsupported_media_type: {
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
                 *       "message": "Unsupported content type \"text/plain\"; send application/json",
                 *       "error": "Unsupported Media Type"
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
        /** @description Conflict. The request does not fit the current state: an evaluation moved from a status the step does not start from (start: only `queued`; complete: `queued` or `processing`; reopen: only `completed`); a target institute that evaluations still use; a combined equivalency asked for while credentials still wait on an evaluation for the target; the translation of a case never translated. */
        operator_conflict: {
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
        /** @description Forbidden. The API key is inactive, or it is not an operator key (a partner or internal key;). */
        operator_forbidden: {
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
         * @description The target institute of the combined equivalency; omit it for the general one. Malformed answers 400; an unknown target institute answers 404.
         * @example 65a1f1b4e4b0a1b2c3d4e5a1
         */
        combined_target_institute_id: string;
        /**
         * @description Restrict the result to this one credential of the case (24 hexadecimal characters, either letter case). Cannot be combined with `uploadId` (both answers 400). Malformed answers 400; a credential that is not in the case, including a deleted credential, answers 404.
         * @example 65a1f0c2e4b0a1b2c3d4e5f8
         */
        credential_id_selector: string;
        /**
         * @description An evaluation of a case of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown, of a deleted case or of another organization answers 404.
         * @example 65a1f2a0e4b0a1b2c3d4e601
         */
        evaluation_id_path: string;
        /**
         * @description Return only the case with this externalId: a one-item list, or an empty list when no active case has it.
         * @example APP-2024-000123
         */
        external_id_filter: string;
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
         * @description A target institute of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown or another organization's answers 404.
         * @example 65a1f1b4e4b0a1b2c3d4e5a1
         */
        target_institute_id_path: string;
        /**
         * @description An upload of the case (24 hexadecimal characters, either letter case). An upload that is not in the case answers 404.
         * @example 65a1f0c2e4b0a1b2c3d4e5f7
         */
        upload_id_path: string;
        /**
         * @description Restrict the result to the credentials, files or items produced by this upload of the case (24 hexadecimal characters, either letter case). Usable immediately after the upload. Cannot be combined with `credentialId` (both answers 400). Malformed answers 400; an upload that is not in the case answers 404.
         * @example 65a1f0c2e4b0a1b2c3d4e5f7
         */
        upload_id_selector: string;
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
    listOperatorCases: {
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
                    "application/json": components["schemas"]["operator_case_list_response"];
                };
            };
            400: components["responses"]["bad_request_list"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createOperatorCase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional metadata of the case; an empty body or `{}` is fine. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["operator_case_create"];
            };
        };
        responses: {
            /** @description Created. The new case, with no uploads and no credentials yet. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_case_response"];
                };
            };
            400: components["responses"]["bad_request_case_body"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            415: components["responses"]["json_unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getOperatorCase: {
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
                    "application/json": components["schemas"]["operator_case_response"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    deleteOperatorCase: {
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
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createOperatorUpload: {
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
        /** @description The files and form fields of the upload. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The documents: one or more multipart parts, all named `files`. At most 20 files, each at most 100 MiB and together at most 100 MiB. Members of a ZIP replace it in the upload's files; members of another type are listed as `unsupported` and not processed. One file is a list of one. */
                    files: Blob[];
                    /**
                     * @description A JSON array (as a string) of the features to run: `extraction`, `forensics`, `translation`. Default: all three. A feature not chosen can be started later (`POST /cases/{id}/uploads/{uploadId}/features`). `evaluation` is not a feature and answers 400, like any unknown name. `[]` together with `classify` false answers 400.
                     * @example ["extraction","forensics"]
                     */
                    features?: string;
                    /**
                     * @description `true` (default): the files are split into credentials, one per qualification. `false`: the whole upload becomes one `academic` credential.
                     * @default true
                     * @example true
                     */
                    classify?: boolean;
                };
            };
        };
        responses: {
            /** @description Accepted; the files are stored and processing continues in the background. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_upload_response"];
                };
            };
            400: components["responses"]["bad_request_upload"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            408: components["responses"]["request_timeout"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
            507: components["responses"]["insufficient_storage"];
        };
    };
    addOperatorCredential: {
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
        /** @description The credential's type and what the operator read. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["hand_credential_create"];
            };
        };
        responses: {
            /** @description Created. The credential as the extraction results show it. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["hand_credential_response"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            415: components["responses"]["json_unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    startOperatorFeature: {
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
                 * @description An upload of the case (24 hexadecimal characters, either letter case). An upload that is not in the case answers 404.
                 * @example 65a1f0c2e4b0a1b2c3d4e5f7
                 */
                uploadId: components["parameters"]["upload_id_path"];
            };
            cookie?: never;
        };
        /** @description The feature to start. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["feature_start"];
            };
        };
        responses: {
            /** @description Accepted; the feature runs in the background. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["feature_started_response"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            415: components["responses"]["json_unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getOperatorExtraction: {
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
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getOperatorForensics: {
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
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getOperatorTranslation: {
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
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["operator_conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    listTargetInstitutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The target institutes. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["target_institute_list_response"];
                };
            };
            400: components["responses"]["bad_request_url"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createTargetInstitute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The name of the institute. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["target_institute_input"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["target_institute_response"];
                };
            };
            400: components["responses"]["bad_request_target_institute_body"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            415: components["responses"]["json_unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getTargetInstitute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A target institute of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown or another organization's answers 404.
                 * @example 65a1f1b4e4b0a1b2c3d4e5a1
                 */
                targetInstituteId: components["parameters"]["target_institute_id_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The target institute. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["target_institute_response"];
                };
            };
            400: components["responses"]["bad_request_target_institute"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    deleteTargetInstitute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A target institute of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown or another organization's answers 404.
                 * @example 65a1f1b4e4b0a1b2c3d4e5a1
                 */
                targetInstituteId: components["parameters"]["target_institute_id_path"];
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
            400: components["responses"]["bad_request_target_institute"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["operator_conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    updateTargetInstitute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A target institute of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown or another organization's answers 404.
                 * @example 65a1f1b4e4b0a1b2c3d4e5a1
                 */
                targetInstituteId: components["parameters"]["target_institute_id_path"];
            };
            cookie?: never;
        };
        /** @description The new name. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["target_institute_input"];
            };
        };
        responses: {
            /** @description The renamed target institute. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["target_institute_response"];
                };
            };
            400: components["responses"]["bad_request_target_institute"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            415: components["responses"]["json_unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    listCaseEvaluations: {
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
            /** @description The evaluations of the case. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_evaluation_list_response"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createEvaluation: {
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
        /** @description The credential and the target. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["evaluation_create"];
            };
        };
        responses: {
            /** @description Created (`queued`). */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_evaluation_response"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["operator_conflict"];
            415: components["responses"]["json_unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An evaluation of a case of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown, of a deleted case or of another organization answers 404.
                 * @example 65a1f2a0e4b0a1b2c3d4e601
                 */
                evaluationId: components["parameters"]["evaluation_id_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluation. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_evaluation_response"];
                };
            };
            400: components["responses"]["bad_request_evaluation"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    startEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An evaluation of a case of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown, of a deleted case or of another organization answers 404.
                 * @example 65a1f2a0e4b0a1b2c3d4e601
                 */
                evaluationId: components["parameters"]["evaluation_id_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluation, now `processing`. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_evaluation_response"];
                };
            };
            400: components["responses"]["bad_request_evaluation"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["operator_conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    completeEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An evaluation of a case of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown, of a deleted case or of another organization answers 404.
                 * @example 65a1f2a0e4b0a1b2c3d4e601
                 */
                evaluationId: components["parameters"]["evaluation_id_path"];
            };
            cookie?: never;
        };
        /** @description The evaluated output. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["evaluation_complete"];
            };
        };
        responses: {
            /** @description The evaluation, now `completed`. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_evaluation_response"];
                };
            };
            400: components["responses"]["bad_request_evaluation"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["operator_conflict"];
            415: components["responses"]["json_unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    reopenEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An evaluation of a case of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown, of a deleted case or of another organization answers 404.
                 * @example 65a1f2a0e4b0a1b2c3d4e601
                 */
                evaluationId: components["parameters"]["evaluation_id_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluation, now `processing`, its output kept. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_evaluation_response"];
                };
            };
            400: components["responses"]["bad_request_evaluation"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["operator_conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    draftEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An evaluation of a case of the organization (24 hexadecimal characters, either letter case). Malformed answers 400; unknown, of a deleted case or of another organization answers 404.
                 * @example 65a1f2a0e4b0a1b2c3d4e601
                 */
                evaluationId: components["parameters"]["evaluation_id_path"];
            };
            cookie?: never;
        };
        /** @description The table to use (optional). */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["evaluation_draft_request"];
            };
        };
        responses: {
            /** @description The draft, kept with the evaluation. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["evaluation_draft_response"];
                };
            };
            400: components["responses"]["bad_request_evaluation"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["operator_conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    listGradingScales: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tables. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["grading_scale_list_response"];
                };
            };
            400: components["responses"]["bad_request_url"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    convertGrades: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A table id from GET /grading-scales.
                 * @example de-1-5
                 */
                scaleId: string;
            };
            cookie?: never;
        };
        /** @description The grades to convert. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["grade_conversion_request"];
            };
        };
        responses: {
            /** @description The conversions, in the order asked. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["grade_conversion_response"];
                };
            };
            400: components["responses"]["bad_request_grade_conversion"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getOperatorCombined: {
        parameters: {
            query?: {
                /**
                 * @description The target institute of the combined equivalency; omit it for the general one. Malformed answers 400; an unknown target institute answers 404.
                 * @example 65a1f1b4e4b0a1b2c3d4e5a1
                 */
                targetInstituteId?: components["parameters"]["combined_target_institute_id"];
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
            /** @description The combined equivalency. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_combined_response"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    writeCombined: {
        parameters: {
            query?: {
                /**
                 * @description The target institute of the combined equivalency; omit it for the general one. Malformed answers 400; an unknown target institute answers 404.
                 * @example 65a1f1b4e4b0a1b2c3d4e5a1
                 */
                targetInstituteId?: components["parameters"]["combined_target_institute_id"];
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
        /** @description The statements. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["combined_write"];
            };
        };
        responses: {
            /** @description The combined equivalency with the written statements. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_combined_response"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            415: components["responses"]["json_unsupported_media_type"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    produceCombined: {
        parameters: {
            query?: {
                /**
                 * @description The target institute of the combined equivalency; omit it for the general one. Malformed answers 400; an unknown target institute answers 404.
                 * @example 65a1f1b4e4b0a1b2c3d4e5a1
                 */
                targetInstituteId?: components["parameters"]["combined_target_institute_id"];
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
            /** @description Accepted; production runs in the background (`processing`). */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["ratelimit_limit"];
                    "RateLimit-Remaining": components["headers"]["ratelimit_remaining"];
                    "RateLimit-Reset": components["headers"]["ratelimit_reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["operator_combined_response"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["operator_forbidden"];
            404: components["responses"]["not_found"];
            409: components["responses"]["operator_conflict"];
            429: components["responses"]["too_many_requests"];
            500: components["responses"]["server_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
}
