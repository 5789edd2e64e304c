"""An SGLang frontend program: one shared prefix, a fork, a select and an image.

NEEDS A RUNNING SGLANG SERVER. Nothing here runs without one, and the article shows
no output from it. Start a server first, for example:

    python -m sglang.launch_server --model-path <a chat or vision-language model> --port 30000

then run this file with the frontend installed (``pip install sglang``). The test suite
only compiles this file and checks that every ``sglang`` name it uses exists in the
frontend API (python/sglang/__init__.py and python/sglang/lang/api.py of
sgl-project/sglang); it never contacts a server.
"""

import sglang as sgl

SYSTEM_PROMPT = (
    "You are a careful reviewer of incident reports. "
    "Answer briefly and cite the line you rely on."
)


@sgl.function
def review(s, report, image_path=None):
    # Every call of this function starts with the same system block, so the
    # runtime's radix tree holds its KV cache once and all calls reuse it.
    s += sgl.system(SYSTEM_PROMPT)

    if image_path is None:
        s += sgl.user("Incident report:\n" + report)
    else:
        # A vision-language model receives the image inside the user turn.
        s += sgl.user(sgl.image(image_path) + "Incident report:\n" + report)

    # select(): the runtime scores each choice; no free-form sampling.
    s += sgl.assistant(
        "Severity: " + sgl.select("severity", choices=["low", "medium", "high"])
    )

    # fork(): two branches share everything appended so far (one prefix, two
    # continuations). The branches are submitted together, so the runtime can
    # batch them and reuse the prefix instead of recomputing it.
    branches = s.fork(2)
    questions = ["What was the root cause?", "What would have prevented it?"]
    for branch, question in zip(branches, questions):
        branch += sgl.user(question)
        branch += sgl.assistant(sgl.gen("answer", max_tokens=96, stop="\n\n"))
    branches.join()  # gathers each branch's "answer" back into s

    # gen() with a regular expression: constrained decoding in the runtime.
    s += sgl.user("Give a one-word owner team for the follow-up.")
    s += sgl.assistant(sgl.gen("owner", max_tokens=8, regex=r"[A-Za-z\-]{2,20}"))


def main(endpoint="http://localhost:30000"):
    sgl.set_default_backend(sgl.RuntimeEndpoint(endpoint))

    # A batch of programs: same system prompt, different reports. run_batch
    # sends them concurrently, which is where prefix sharing pays off.
    reports = [
        {"report": "Disk on db-3 filled up; writes failed for 40 minutes."},
        {"report": "A config push disabled TLS on the internal gateway."},
    ]
    states = review.run_batch(reports, temperature=0)
    for state in states:
        # The program's variables: state["severity"], state["answer"], state["owner"].
        print(state.text())


if __name__ == "__main__":
    main()
