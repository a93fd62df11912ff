"""An engine that answers from a script: `scripted.py LINE...` writes the n-th LINE in answer to the n-th
request (`{id}` in it becomes the request's id), then exits when the lines run out. `-` answers nothing
(the harness times out); `+LINE` writes LINE as an extra line after the previous answer."""

from __future__ import annotations

import sys
import time

if __name__ == "__main__":
    answers = sys.argv[1:]
    for request in sys.stdin:
        if not answers:
            break
        answer = answers.pop(0)
        rid = request.split('"id":', 1)[1].split(",", 1)[0].strip()
        if answer == "-":
            time.sleep(3600)
        print(answer.replace("{id}", rid), flush=True)
        while answers and answers[0].startswith("+"):
            print(answers.pop(0)[1:].replace("{id}", rid), flush=True)
