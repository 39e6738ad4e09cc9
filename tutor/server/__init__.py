"""The tutor's one web server and its patches: Voilà with the tutor's front door, kernels forked from a
warm template, the pools a class needs, and lighter message handling.

* :mod:`~tutor.server.serve`: ``python -m tutor.server.serve``, the server ``scripts/start-tutor``
  runs (the front door at ``/``, the redirects of old addresses, the warm pools);
* :mod:`~tutor.server.kernel_fork`: kernels forked from one process that imported the tutor;
* :mod:`~tutor.server.ready`: when the server says it is ready (its kernels warm);
* :mod:`~tutor.server.voila_spinner`: no "Executing 1 of 1" text while a page is drawn;
* :mod:`~tutor.server.page_templates`: Voilà's page templates compiled once, before the first page;
* :mod:`~tutor.server.lighten`: less work for the server per kernel message;
* :mod:`~tutor.server.static_cache`: Voilà's scripts kept by the browser between pages;
* :mod:`~tutor.server.quick_ready`: a kernel client ready as soon as its kernel answers;
* :mod:`~tutor.server.quick_imports`: no optional import that costs the server's start a second;
* :mod:`~tutor.server.stacks`: ``kill -USR1`` prints where the server and its kernels are.

Nothing here decides a rule or draws a page: the pages are the notebooks, the rules are in ``hydra``.
"""
