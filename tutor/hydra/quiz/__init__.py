"""tutor.hydra.quiz"""
