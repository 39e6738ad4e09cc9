"""What the tutor does with the Hydropolis engine (issue 20): the course's logic (:mod:`.course`)."""
